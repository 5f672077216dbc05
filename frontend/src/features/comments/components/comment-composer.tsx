import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '../lib/limits';

interface CommentComposerProps {
  id: string;
  label: string;
  submitText: string;
  /** What the comment will be about, shown above the field (e.g. "On lines 2–3"), with a way to clear it. */
  context?: string;
  onClearContext?: () => void;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A Markdown field and its button; emptied once the comment is posted. */
export function CommentComposer({ id, label, submitText, context, onClearContext, onSubmit, onCancel, autoFocus }: CommentComposerProps) {
  const { t } = useTranslation('comments');
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async () => {
    setSending(true);
    const ok = await onSubmit(body);
    setSending(false);
    if (ok) setBody('');
  };
  return (
    <div className="ss-comment-composer" data-testid={`${id}-composer`}>
      <label htmlFor={id} className="ss-comment-composer__label">
        {label}
      </label>
      {context && (
        <p className="ss-comment-composer__context" data-testid="comment-context">
          {context}
          {onClearContext && (
            <Button size="small" type="link" onClick={onClearContext}>
              {t('wholeSnippet')}
            </Button>
          )}
        </p>
      )}
      <Input.TextArea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        autoSize={{ minRows: 2, maxRows: 12 }}
        placeholder={t('placeholder')}
        autoFocus={autoFocus}
        data-testid={`${id}-input`}
      />
      <p className="ss-muted ss-comment-composer__hint">{t('markdownHint')}</p>
      <div className="ss-comment__actions">
        <Button type="primary" loading={sending} disabled={!body.trim()} onClick={() => void submit()} data-testid={`${id}-submit`}>
          {submitText}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
      </div>
    </div>
  );
}
