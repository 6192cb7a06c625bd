// The push feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { queuePush } from './push.job';
export { createPushNotifications } from './push.notifications';
export { pushRoutes } from './push.routes';
export { createPushService } from './push.service';
export { hasNotificationsWhere, peopleWithNotifications, withNotifications } from './push.targets';
