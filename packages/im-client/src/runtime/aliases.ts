import { type StoreApi, useStore } from 'zustand';
import { getAliasList } from '../api/get-alias-list';
import { activeImClient } from '../client';
import { useImClient } from '../client-context';

/** The user's aliases for others, by their user id. */
type Aliases = Record<string, string>;
export const useAliases = Object.assign(
  <T = Aliases>(selector: (aliases: Aliases) => T = (aliases) => aliases as T): T =>
    useStore(useImClient().aliases, selector),
  {
    getState: (): Aliases => activeImClient().aliases.getState(),
    setState: ((...args: Parameters<StoreApi<Aliases>['setState']>) =>
      activeImClient().aliases.setState(...args)) as StoreApi<Aliases>['setState'],
  },
);

/** Reads the user's aliases once the index opens; without them names show alone, so a failure stays quiet. */
export async function loadAliases(): Promise<void> {
  try {
    const list = await getAliasList({ errorUi: 'none' });
    useAliases.setState(Object.fromEntries(list.map((alias) => [alias.target_uid, alias.content])), true);
  } catch (error) {
    console.log('uni-im: reading aliases failed', error);
  }
}

/** Keeps an alias the user just set; an empty one is removed. */
export function rememberAlias(userId: string, content: string): void {
  useAliases.setState((aliases) => {
    const { [userId]: _old, ...rest } = aliases;
    return content ? { ...rest, [userId]: content } : rest;
  }, true);
}

/** A name as the lists show it: "莉莉 (老板)" when the user gave an alias. */
export const withAlias = (name: string, alias: string | undefined): string => (alias ? `${name} (${alias})` : name);
