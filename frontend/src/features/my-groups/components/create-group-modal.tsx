import type { CreateSnippetGroupDto, MemberTechnologyDto, SnippetGroupDto } from '@api';
import { Alert, Modal, Switch } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupActions } from '../hooks/use-group-actions';
import { isValidVersionNumber } from '../lib/version-number';
import { type GroupDetails, GroupDetailsFields } from './group-details-form';
import { SnippetFields } from './snippet-form';
import { TechnologySelect } from './technology-select';
import { VersionFields } from './version-form';
import { FormActions } from './form-actions';

interface CreateGroupModalProps {
  open: boolean;
  technologies: MemberTechnologyDto[];
  technologiesLoading: boolean;
  actions: GroupActions;
  onClose: () => void;
  onCreated: (group: SnippetGroupDto) => void;
}

const FORM_ID = 'ss-create-group-form';

/** The create-group form (mounted only while the modal is open, so every opening starts empty). */
function CreateGroupForm({ technologies, technologiesLoading, actions, onClose, onCreated }: Omit<CreateGroupModalProps, 'open'>) {
  const { t } = useTranslation('my-groups');
  const [technologyID, setTechnologyID] = useState<string | undefined>();
  const [isPublic, setIsPublic] = useState(true);
  const [details, setDetails] = useState<GroupDetails>({ title: '', description: '', tags: [] });
  const [no, setNo] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  const technology = technologies.find((item) => item.id === technologyID);
  const isCustom = !!technology?.isCustom;
  const errors = {
    technology: !technologyID,
    number: no !== '' && !isValidVersionNumber(no),
    code: !!description.trim() && !code.trim(),
  };
  const invalid = errors.technology || errors.number || errors.code;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || saving || !technologyID) return;
    const hasSnippet = !!code.trim();
    const hasVersion = no !== '' || !!name.trim() || hasSnippet;
    const dto: CreateSnippetGroupDto = {
      technologyID,
      ...(details.title.trim() ? { title: details.title.trim() } : {}),
      ...(details.description.trim() ? { description: details.description.trim() } : {}),
      ...(details.tags.length ? { tags: details.tags } : {}),
      isPublic: isCustom ? false : isPublic,
      ...(hasVersion
        ? {
            versions: [
              {
                no: no || '0.0.0',
                ...(name.trim() ? { name: name.trim() } : no ? {} : { name: 'General' }),
                snippets: hasSnippet ? [{ description: description.trim(), code }] : [],
              },
            ],
          }
        : {}),
    };
    setSaving(true);
    const created = await actions.createGroup(dto);
    setSaving(false);
    if (created.ok) onCreated(created.data);
  };

  return (
    <form id={FORM_ID} className="ss-create-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="ss-field">
        <label className="ss-field__label" htmlFor="ss-create-technology">
          {t('create.technology')} <span className="ss-required">*</span>
        </label>
        <TechnologySelect
          id="ss-create-technology"
          technologies={technologies}
          loading={technologiesLoading}
          value={technologyID}
          onChange={(id) => {
            setTechnologyID(id);
            if (technologies.find((item) => item.id === id)?.isCustom) setIsPublic(false);
          }}
          status={touched && errors.technology ? 'error' : undefined}
        />
        {touched && errors.technology && (
          <div className="ss-field__error" role="alert">
            {t('messages:errors.technologyRequired')}
          </div>
        )}
      </div>

      <GroupDetailsFields value={details} onChange={setDetails} />

      <div className="ss-field ss-field--row">
        <div>
          <div className="ss-field__label" id="ss-create-visibility">
            {t('visibility.label')}
          </div>
          <div className={isCustom ? 'ss-field__hint ss-field__hint--warning' : 'ss-muted ss-field__hint'}>
            {isCustom ? t('messages:errors.customTechNotPublic') : isPublic ? t('visibility.publicHint') : t('visibility.privateHint')}
          </div>
        </div>
        <Switch
          className="ss-visibility-switch"
          checked={isCustom ? false : isPublic}
          disabled={isCustom}
          onChange={setIsPublic}
          checkedChildren={t('visibility.public')}
          unCheckedChildren={t('visibility.private')}
          aria-labelledby="ss-create-visibility"
          data-testid="create-visibility"
        />
      </div>

      <fieldset className="ss-fieldset">
        <legend>
          {t('create.firstVersion')} <span className="ss-muted">{t('optional')}</span>
        </legend>
        <VersionFields
          value={{ no, name }}
          onChange={(next) => {
            setNo(next.no);
            setName(next.name);
          }}
          numberError={touched && errors.number}
          numberPlaceholder="0.0.0"
          namePlaceholder="General"
        />
        <div className="ss-muted ss-field__hint">{t('create.defaultVersionHint')}</div>
      </fieldset>

      <fieldset className="ss-fieldset">
        <legend>
          {t('create.firstSnippet')} <span className="ss-muted">{t('optional')}</span>
        </legend>
        <SnippetFields
          value={{ description, code }}
          onChange={(next) => {
            setDescription(next.description);
            setCode(next.code);
          }}
          language={technology?.language ?? 'plaintext'}
          codeError={touched && errors.code}
          compact
        />
      </fieldset>
      {technologies.length === 0 && !technologiesLoading && (
        <Alert type="warning" showIcon title={t('messages:errors.loadingTechnologies')} />
      )}
      <FormActions submitLabel={t('create.submit')} saving={saving} onCancel={onClose} submitTestId="create-group-submit" />
    </form>
  );
}

/** "New snippets group": technology (required), visibility, optional first version and snippet. */
function CreateGroupModal({ open, onClose, ...props }: CreateGroupModalProps) {
  const { t } = useTranslation('my-groups');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('create.title')}
      footer={null}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="create-group-modal"
    >
      {open && <CreateGroupForm onClose={onClose} {...props} />}
    </Modal>
  );
}

export default CreateGroupModal;
