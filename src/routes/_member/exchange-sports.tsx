import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../app/PendingScreen';

export const Route = createFileRoute('/_member/exchange-sports')({ component: () => <PendingScreen title="Sports" /> });
