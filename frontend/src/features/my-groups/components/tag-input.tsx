import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagSuggestions } from '../api/tags';
import { cleanTags, isValidTag, normalizeTag, TAGS_MAX } from '../lib/tags';

interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
}

/** A group's tags: typed (Enter, space or comma ends one) or picked from the member's and the site's popular tags. */
export function TagInput({ value, onChange }: TagInputProps) {
  const { t } = useTranslation('my-groups');
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState(false);
  const { suggestions } = useTagSuggestions(typed);
  return (
    <div className="ss-field">
      <label className="ss-field__label" htmlFor="ss-group-tags">
        {t('tags.label')} <span className="ss-muted">{t('optional')}</span>
      </label>
      <Select
        id="ss-group-tags"
        mode="tags"
        value={value}
        maxCount={TAGS_MAX}
        tokenSeparators={[',', ' ']}
        searchValue={typed}
        onSearch={(text) => setTyped(text)}
        onChange={(next: string[]) => {
          setRefused(next.some((tag) => !isValidTag(tag)));
          onChange(cleanTags(next));
          setTyped('');
        }}
        options={suggestions.map((item) => ({
          value: item.tag,
          label: (
            <span data-testid="tag-suggestion">
              {item.tag} <span className="ss-muted">({item.count})</span>
            </span>
          ),
        }))}
        placeholder={t('tags.placeholder')}
        aria-label={t('tags.label')}
        status={refused || (typed !== '' && !isValidTag(normalizeTag(typed))) ? 'warning' : undefined}
        data-testid="group-tags-input"
        style={{ width: '100%' }}
      />
      <div className={refused ? 'ss-field__error' : 'ss-muted ss-field__hint'} role={refused ? 'alert' : undefined}>
        {t('tags.hint', { max: TAGS_MAX })}
      </div>
    </div>
  );
}
