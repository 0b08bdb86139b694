import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../app/PendingScreen';

export const Route = createFileRoute('/_member/turnover-record')({ component: () => <PendingScreen title="Turnover" /> });
