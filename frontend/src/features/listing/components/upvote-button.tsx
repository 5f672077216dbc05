import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { SignInPopover } from './sign-in-popover';

interface UpvoteButtonProps {
  count: number;
  upVotedByMe: boolean;
  isAuthenticated: boolean;
  onToggle: () => void;
}

/** The upvote toggle with its count; anonymous visitors are invited to sign in. */
export function UpvoteButton({ count, upVotedByMe, isAuthenticated, onToggle }: UpvoteButtonProps) {
  const { t } = useTranslation('listing');
  const [askSignIn, setAskSignIn] = useState(false);
  const label = upVotedByMe ? t('interactions.removeUpvote') : t('interactions.upvote');

  const button = (
    <Button
      className={upVotedByMe ? 'ss-upvote ss-upvote--on' : 'ss-upvote'}
      icon={upVotedByMe ? <LikeFilled /> : <LikeOutlined />}
      aria-pressed={upVotedByMe}
      data-testid="upvote-button"
      onClick={() => {
        if (!isAuthenticated) setAskSignIn(true);
        onToggle();
      }}
    >
      {/* Named "Upvote 3" (or "Remove upvote 3"): the visible count is part of the name. */}
      <span className="ss-visually-hidden">{label} </span>
      <span className="ss-upvote__count" data-testid="upvote-count">
        {count}
      </span>
    </Button>
  );

  return (
    <SignInPopover open={askSignIn} onOpenChange={setAskSignIn} message={t('interactions.signInToUpvote')}>
      <span className="ss-inline">
        <Tooltip title={askSignIn ? null : label}>{button}</Tooltip>
      </span>
    </SignInPopover>
  );
}
