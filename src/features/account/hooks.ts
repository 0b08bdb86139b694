import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { playerQueries } from '../../api';
import { profileQueries } from '../../api/calls/profile';
import { webStored } from '../../lib/stored';
import { useLoggedIn, useSessionValue } from '../../session';
import { useNow } from '../../ui/useNow';
import { CODE_COOLDOWN_SECONDS, isEmailVerified, isPhoneVerified, missingForWithdrawal, securityLevel, verifiedPhoneList } from './verification';

/** The logged-in player's record (GET user/show). */
export function useUser() {
  const remoteId = useSessionValue('remote_id') ?? '';
  return useQuery({ ...playerQueries.user(remoteId), enabled: remoteId !== '' });
}

function useOtherPhones() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...profileQueries.otherPhones(), enabled: loggedIn });
}

/** Everything the screens need to know about verification, derived from the user and extra phones. */
export function useVerification() {
  const user = useUser();
  const phones = useOtherPhones();
  const u = user.data?.data;
  const list = phones.data?.data ?? [];
  const phoneVerified = isPhoneVerified(u, list);
  const emailVerified = isEmailVerified(u);
  return {
    user: u,
    phones: list,
    /** a first answer is on its way (not when logged out, failed or waiting offline) */
    isLoading: user.isLoading || phones.isLoading,
    /** the player's record as a query, for its loading, offline and error states */
    userQuery: user,
    refetch: () => Promise.all([user.refetch(), phones.refetch()]),
    phoneVerified,
    emailVerified,
    level: securityLevel(phoneVerified, emailVerified),
    verifiedPhones: verifiedPhoneList(u, list),
    missing: missingForWithdrawal(u, phoneVerified),
  };
}

/* The 300-second "code sent" countdown, per destination; kept in sessionStorage so a reload keeps it. */
const cooldownsKept = webStored('session', 'codeCooldown', v.record(v.string(), v.number()));
let cooldowns: Record<string, number> = cooldownsKept.read() ?? {};
const cooldownListeners = new Set<() => void>();
function setCooldown(key: string, endsAt: number): void {
  cooldowns = { ...cooldowns, [key]: endsAt };
  cooldownsKept.write(cooldowns);
  for (const l of cooldownListeners) l();
}

/** Seconds left before another code may be asked for this destination (0 = none running). */
export function useCodeCooldown(key: string): { secondsLeft: number; start: () => void } {
  const endsAt = useSyncExternalStore(
    (l) => {
      cooldownListeners.add(l);
      return () => cooldownListeners.delete(l);
    },
    () => cooldowns[key] ?? 0,
  );
  const now = useNow(endsAt > Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start: () => setCooldown(key, Date.now() + CODE_COOLDOWN_SECONDS * 1000) };
}
