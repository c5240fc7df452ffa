import { useStore } from 'zustand';
import { getAliasList } from '../api/get-alias-list';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';

/** The user's aliases for others, by their user id. */
type Aliases = Record<string, string>;
export const useAliases = <T = Aliases>(selector: (aliases: Aliases) => T = (aliases) => aliases as T): T =>
  useStore(useImClient().aliases, selector);

/** Reads the user's aliases once the index opens; without them names show alone, so a failure stays quiet. */
export async function loadAliases(imClient: ImClient): Promise<void> {
  try {
    const list = await getAliasList(imClient, { errorUi: 'none' });
    imClient.aliases.setState(Object.fromEntries(list.map((alias) => [alias.target_uid, alias.content])), true);
  } catch (error) {
    console.log('uni-im: reading aliases failed', error);
  }
}

/** Keeps an alias the user just set; an empty one is removed. */
export function rememberAlias(imClient: ImClient, userId: string, content: string): void {
  imClient.aliases.setState((aliases) => {
    const { [userId]: _old, ...rest } = aliases;
    return content ? { ...rest, [userId]: content } : rest;
  }, true);
}

/** A name as the lists show it: "莉莉 (老板)" when the user gave an alias. */
export const withAlias = (name: string, alias: string | undefined): string => (alias ? `${name} (${alias})` : name);
