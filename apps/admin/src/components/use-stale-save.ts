import { useState } from 'react';
import { ApiError } from '../lib/api-client';
import { useOneAtATime } from '../lib/one-at-a-time';
import { mergeEdits, type RowKeys } from '../lib/three-way-merge';
import type { RecordChange } from './stale-save-dialog';

/** A refusal saying the record was saved by someone else since it was read. */
export const isRecordChanged = (error: unknown) => error instanceof ApiError && error.errCode === 'RECORD_CHANGED';

export interface StaleSaveOptions<R, V extends object> {
  /** The record the editor opened with, when it is given rather than read (`load` otherwise). */
  initial?: R | undefined;
  /** The form's values of a record. */
  valuesOf: (record: R) => V;
  /** Puts values in the editor: its form and whatever it keeps beside it. */
  show: (values: V) => void;
  /** Saves values as an edit of `from` (sending its version), or as a new record when there is none. */
  save: (values: V, from: R | undefined) => Promise<unknown>;
  /** The record as it is now, read past any cache. */
  latest: () => Promise<R>;
  /** What another person's save changed between `base` and `theirs`, with `mine` where I changed it too. */
  changes: (base: V, theirs: V, mine: V, records: { loaded: R; theirs: R }) => RecordChange[];
  onSaved: () => void;
  /** Any other refusal, or a failed read of the record as it is now. */
  onRefused: (error: unknown, values: V) => void;
  /** The refusals that mean "saved by someone else meanwhile". */
  staleCodes?: readonly string[];
  /** How the rows of the form's lists are told apart when my changes go on top of theirs (by `id` when not named). */
  rowKeys?: RowKeys<V>;
}

/**
 * Saving a console editor that keeps the record it loaded (issue 40): a save is made from that record's version; one
 * refused as stale reads the record now and offers `StaleSaveDialog`: load theirs, or save my changes on top of theirs
 * (`mergeEdits`) with their version. One save at a time however often it is asked for.
 */
export function useStaleSave<R, V extends object>(options: StaleSaveOptions<R, V>) {
  const {
    valuesOf,
    show,
    save,
    latest,
    changes,
    onSaved,
    onRefused,
    staleCodes = ['RECORD_CHANGED'],
    rowKeys,
  } = options;
  const once = useOneAtATime();
  const [loaded, setLoaded] = useState<R | undefined>(options.initial);
  const [stale, setStale] = useState<{ theirs?: R; mine: V }>();

  /** The record as read: what the editor shows and what a save is made from. */
  const load = (record: R, values: V = valuesOf(record)) => {
    setLoaded(record);
    show(values);
  };

  const refused = (error: unknown, values: V, from: R | undefined) => {
    const isStale = from !== undefined && error instanceof ApiError && staleCodes.includes(error.errCode ?? '');
    if (!isStale) return onRefused(error, values);
    setStale({ mine: values });
    latest().then(
      (theirs) => setStale({ theirs, mine: values }),
      (failure: unknown) => {
        setStale(undefined);
        onRefused(failure, values);
      },
    );
  };

  const send = (values: V, from: R | undefined = loaded) =>
    once(async () => {
      try {
        await save(values, from);
        onSaved();
      } catch (error) {
        refused(error, values, from);
      }
    });

  const theirs = stale?.theirs;
  const staleDialog = stale && {
    changes: theirs && loaded ? changes(valuesOf(loaded), valuesOf(theirs), stale.mine, { loaded, theirs }) : undefined,
    onClose: () => setStale(undefined),
    onReload: () => {
      if (theirs) load(theirs);
      setStale(undefined);
    },
    onKeepMine: () => {
      if (!theirs || !loaded) return;
      const merged = mergeEdits(valuesOf(loaded), valuesOf(theirs), stale.mine, rowKeys);
      load(theirs, merged);
      setStale(undefined);
      send(merged, theirs);
    },
  };

  return { loaded, load, send, staleDialog };
}
