import { createFileRoute } from '@tanstack/react-router';
import { PasskeysPage } from '../../features/passkeys';

export const Route = createFileRoute('/_member/passkeys')({
  staticData: { desktop: { tab: 'passkeys' } },
  component: PasskeysPage,
});
