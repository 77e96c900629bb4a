import type { AccessUser } from '@centre/domain/access';
import { defineRead } from '../define-read';
import { db } from '../../lib/firestore';
import { dashboardKeys } from './keys';
import { loadDashboard } from './load-dashboard';

/** The signed-in user's dashboard (loadDashboard against the app's Firestore). */
export const dashboardRead = defineRead(
  (user: AccessUser) => dashboardKeys.load(user.uid, user.role ?? ''),
  (user: AccessUser) => loadDashboard(db, { user }),
);
