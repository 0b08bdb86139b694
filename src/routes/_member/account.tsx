import { createFileRoute } from '@tanstack/react-router';
import { AccountMenu } from '../../features/account';

export const Route = createFileRoute('/_member/account')({ component: AccountMenu });
