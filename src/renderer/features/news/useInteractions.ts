import { useCallback, useEffect, useMemo, useRef } from 'react';
import { isHttpError } from '../../api/http';
import { currentUserAtom, useAtomValue } from '../../state';
import { createImpressionLog } from './impressionLog';
import { interactAtom, type Interaction } from './mutations';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * `report(impression, 'viewed' | 'clicked')`: sends each (impression, interaction) once for this user,
 * also across reloads; one already on its way is not sent again. A report the server does not know
 * (404: the article is gone) is not tried again either.
 */
export function useInteractions(): (impression: string | null, interaction: Interaction) => void {
  const userId = useAtomValue(currentUserAtom)?.id ?? 0;
  const interact = useAtomValue(interactAtom);
  const send = useRef(interact.mutateAsync);
  useEffect(() => {
    send.current = interact.mutateAsync;
  }, [interact.mutateAsync]);
  const log = useMemo(() => createImpressionLog(browserStorage(), userId), [userId]);
  const pending = useRef(new Set<string>());

  return useCallback(
    (impression, interaction) => {
      if (!impression || log.has(impression, interaction)) return;
      const key = `${interaction}:${impression}`;
      if (pending.current.has(key)) return;
      pending.current.add(key);
      send
        .current({ impression, interaction })
        .then(
          () => log.add(impression, interaction),
          (failure: unknown) => {
            if (isHttpError(failure) && failure.status === 404) log.add(impression, interaction);
          },
        )
        .finally(() => pending.current.delete(key));
    },
    [log],
  );
}
