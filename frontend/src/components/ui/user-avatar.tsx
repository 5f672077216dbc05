import { UserOutlined } from '@ant-design/icons';
import './kit.css';

/** A consistent colour per member, from the username. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * The member's photo, or their initial on a coloured disc when they have none (a person icon while the name is not
 * known yet). `decorative` when the username is written beside it (the avatar is then hidden from screen readers).
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
  const initial = username.trim().charAt(0).toUpperCase();
  const naming = decorative || !username ? { 'aria-hidden': true } : { role: 'img', 'aria-label': username };
  const box = { width: size, height: size, lineHeight: `${size}px` };
  if (imageUrl) {
    return (
      <span className="ss-avatar ss-user-avatar" style={box} data-testid="user-avatar" {...naming}>
        <img src={imageUrl} alt={decorative ? '' : username} />
      </span>
    );
  }
  return (
    <span
      className="ss-avatar ss-user-avatar"
      style={{
        ...box,
        fontSize: Math.round(size * (initial ? 0.42 : 0.5)),
        ...(initial ? { backgroundColor: `hsl(${hueOf(username)} 50% 40%)`, color: '#fff' } : {}),
      }}
      data-testid="user-avatar"
      {...naming}
    >
      {initial || <UserOutlined />}
    </span>
  );
}
