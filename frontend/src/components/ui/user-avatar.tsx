import { Avatar } from 'antd';

/** A consistent colour per member, from the username. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** The member's photo, or their initial on a coloured disc when they have none. */
export function UserAvatar({ username, imageUrl, size = 32 }: { username: string; imageUrl?: string | null; size?: number }) {
  const initial = username.trim().charAt(0).toUpperCase() || '?';
  if (imageUrl) {
    return <Avatar size={size} src={imageUrl} alt={username} className="ss-user-avatar" data-testid="user-avatar" />;
  }
  return (
    <Avatar
      size={size}
      className="ss-user-avatar"
      style={{ backgroundColor: `hsl(${hueOf(username)} 50% 40%)`, color: '#fff', fontSize: Math.round(size * 0.42) }}
      aria-label={username}
      data-testid="user-avatar"
    >
      {initial}
    </Avatar>
  );
}
