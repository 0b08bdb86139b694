import { type DefaultError, type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation that sends one request at a time: a second tap while the first is on its way does
 * nothing. isPending reaches the screen a render later (Query notifies on a timer), so a double tap
 * read it false twice and sent the action twice (two game sessions, two SMS codes, two messages);
 * this flag is set in the tap itself and cleared when the request settles.
 */
export function useSingleFlight<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const busy = useRef(false);
  const m = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    onSettled: (...args) => {
      busy.current = false;
      return options.onSettled?.(...args);
    },
  });
  const { mutate } = m;
  const once = useCallback<typeof mutate>(
    (...args) => {
      if (busy.current) return;
      busy.current = true;
      mutate(...args);
    },
    [mutate],
  );
  return { ...m, mutate: once };
}
