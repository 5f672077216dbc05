import { Avatar } from 'antd';

/** A consistent colour per member, from the username. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * The member's photo, or their initial on a coloured disc when they have none. `decorative` when the
 * username is written beside it (the avatar is then hidden from screen readers).
 */
export function UserAvatar({
  username,
  imageUrl,
  size = 32,
  decorative = false,
}: {
  username: string;
  imageUrl?: string | null;
  size?: number;
  decorative?: boolean;
}) {
  const initial = username.trim().charAt(0).toUpperCase() || '?';
  const naming = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': username };
  if (imageUrl) {
    return (
      <Avatar
        size={size}
        src={imageUrl}
        alt={decorative ? '' : username}
        className="ss-user-avatar"
        data-testid="user-avatar"
        {...naming}
      />
    );
  }
  return (
    <Avatar
      size={size}
      className="ss-user-avatar"
      style={{ backgroundColor: `hsl(${hueOf(username)} 50% 40%)`, color: '#fff', fontSize: Math.round(size * 0.42) }}
      data-testid="user-avatar"
      {...naming}
    >
      {initial}
    </Avatar>
  );
}
