import { TeamOutlined } from '@ant-design/icons';
import './../organisations.css';

/** An organisation's avatar, or a team badge when it has none; decorative (its name is always written beside it). */
export function OrganisationAvatar({ url, size = 64 }: { url: string; size?: number }) {
  return (
    <span className="ss-teams-avatar" style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {url ? <img src={url} alt="" width={size} height={size} className="ss-teams-avatar__image" /> : <TeamOutlined />}
    </span>
  );
}
