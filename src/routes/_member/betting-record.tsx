import { createFileRoute } from '@tanstack/react-router';
import { BettingRecordsPage } from '../../features/records';

export const Route = createFileRoute('/_member/betting-record')({ component: BettingRecordsPage });
