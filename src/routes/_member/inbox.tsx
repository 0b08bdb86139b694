import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../app/PendingScreen';

export const Route = createFileRoute('/_member/inbox')({ component: () => <PendingScreen title="Inbox" /> });
