import NotificationsScreen from '@/features/notifications/components/notifications-screen';

/** The member's notifications (/notifications). */
export default function NotificationsRoute() {
  return <NotificationsScreen />;
}
