import { useMutation, useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isUnauthenticated } from '../../components/admin/adminApi.ts';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { AdminSessionGate, useAdminSession } from '../../components/admin/AdminSession.tsx';
import { AdminSignOut } from '../../components/admin/AdminSignOut.tsx';
import { AdminHeader, AdminMain, AmberBox, Field, FieldError, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { CATALOG_SESSIONS } from '../../components/catalogForm/catalogApi.ts';
import { GenerationParamsFields } from '../../components/catalogForm/GenerationParamsFields.tsx';
import { ImagePreview } from '../../components/catalogForm/ImagePreview.tsx';
import { applyServerFieldErrors, serverFieldErrors } from '../../components/catalogForm/serverErrors.ts';
import { SessionSelect } from '../../components/catalogForm/SessionSelect.tsx';
import { useToast } from '../../components/toast/toastContext.ts';
import { Container } from '../../components/ui/Container.tsx';
import { catalogFieldLabels, imageNew } from '../../content/catalogAdmin.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { imageUpload } from '../../content/imageFiles.ts';
import { journeyStageLabels, journeyStageValues, learningStatusLabels, learningStatusValues, perspectiveLabels, perspectiveValues } from '../../generated/vocabulary.ts';
import { graphql } from '../../generated/gql.ts';
import { color, media } from '../../theme/tokens.ts';
import { catalogImageInput, COMPLEXITY_LEVELS, imageNewDefaults, imageNewFields, type ImageNewValues } from './imageNewForm.ts';
import { UploadFiles } from './upload/UploadFiles.tsx';
import { useUnsavedChanges } from './useUnsavedChanges.ts';

/** Adds an image to the catalog; it answers with the admin image, so the cache holds it for the detail page it opens. */
const CATALOG_IMAGE = graphql(`
  mutation CatalogImage($input: CatalogImageInput!) {
    catalogImage(input: $input) {
      ...AdminImage_image
    }
  }
`);

const copy = imageNew;
const labels = catalogFieldLabels;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
    align-items: start;
    & > aside {
      position: sticky;
      top: 6rem;
    }
  }
`;

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

const ModeTabs = styled.div`
  display: inline-flex;
  gap: 0.25rem;
  justify-self: start;
  align-self: flex-start;
  padding: 0.25rem;
  border: 1px solid ${color.border};
  border-radius: 1.5rem;
  background: ${color.surface};
  button {
    min-height: 2.5rem;
    padding: 0 1.125rem;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: ${color.foreground};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${color.foreground};
    color: ${color.background};
  }
  button:focus-visible {
    outline: 3px solid ${color.primary};
    outline-offset: 2px;
  }
`;

export default function ImageNewPage() {
  return (
    <AdminSessionGate loading={<AdminLoading label={copy.loading} />}>
      <ImageNewModes />
    </AdminSessionGate>
  );
}

type Mode = 'generate' | 'upload';
const modes: readonly Mode[] = ['generate', 'upload'];

/**
 * 'Generate' (the catalog form for the site's generator) or 'Upload files', as tabs (the arrow keys move
 * between them); the mode is in the URL (?mode=upload). A panel is kept once opened, so switching keeps
 * what was typed, and leaving the page with unsaved input in either asks first.
 */
function ImageNewModes() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'upload' ? 'upload' : 'generate';
  const [opened, setOpened] = useState<ReadonlySet<Mode>>(() => new Set([mode]));
  const [generateUnsaved, setGenerateUnsaved] = useState(false);
  const [uploadUnsaved, setUploadUnsaved] = useState(false);
  const { allowNavigation } = useUnsavedChanges(generateUnsaved || uploadUnsaved, copy.unsavedWarning);
  const tabs = useRef<Partial<Record<Mode, HTMLButtonElement | null>>>({});

  useEffect(() => setOpened((current) => (current.has(mode) ? current : new Set([...current, mode]))), [mode]);

  const choose = (next: Mode, focus = false) => {
    setParams(next === 'generate' ? {} : { mode: next }, { replace: true });
    if (focus) tabs.current[next]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: modes.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(modes[(next + modes.length) % modes.length]!, true);
  };

  return (
    <Container>
      <AdminMain>
        <BackLink cta={copy.back} />
        <AdminHeader>
          <div>
            <h1>{copy.title}</h1>
            {mode === 'generate' && <Muted>{copy.intro}</Muted>}
          </div>
          <AdminSignOut logoutLabel={imageAdmin.logout} />
        </AdminHeader>
        <ModeTabs role="tablist" aria-label={imageUpload.modesLabel}>
          {modes.map((value, index) => (
            <button
              key={value}
              ref={(element) => {
                tabs.current[value] = element;
              }}
              id={`${id}-tab-${value}`}
              type="button"
              role="tab"
              aria-selected={mode === value}
              aria-controls={`${id}-panel-${value}`}
              tabIndex={mode === value ? 0 : -1}
              onClick={() => choose(value)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {imageUpload.modes[value]}
            </button>
          ))}
        </ModeTabs>
        <div role="tabpanel" id={`${id}-panel-generate`} aria-labelledby={`${id}-tab-generate`} hidden={mode !== 'generate'}>
          {opened.has('generate') && <ImageNew onUnsaved={setGenerateUnsaved} allowNavigation={allowNavigation} />}
        </div>
        <div role="tabpanel" id={`${id}-panel-upload`} aria-labelledby={`${id}-tab-upload`} hidden={mode !== 'upload'}>
          {opened.has('upload') && <UploadFiles onUnsaved={setUploadUnsaved} />}
        </div>
      </AdminMain>
    </Container>
  );
}

type TextField = 'title' | 'prompt' | 'description' | 'extendedDescription' | 'rejectionReason' | 'correctionApproach' | 'designPhilosophy' | 'tags' | 'searchKeywords' | 'licensing';

interface ImageNewProps {
  /** Whether the form holds input not saved yet. */
  readonly onUnsaved: (unsaved: boolean) => void;
  /** Lets the page be left without asking (after a save). */
  readonly allowNavigation: () => void;
}

function ImageNew({ onUnsaved, allowNavigation }: ImageNewProps) {
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    setFocus,
    getFieldState,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ImageNewValues>({ defaultValues: imageNewDefaults, shouldFocusError: true });
  const [catalogImage, { loading }] = useMutation(CATALOG_IMAGE);
  const saving = loading || isSubmitting;
  useEffect(() => onUnsaved(isDirty), [isDirty, onUnsaved]);
  useEffect(() => setFocus('title'), [setFocus]);

  // The stage follows the chosen session until the administrator picks one.
  const { data: sessionsData } = useQuery(CATALOG_SESSIONS);
  const chosenSessionId = watch('sessionId');
  useEffect(() => {
    const session = sessionsData?.creativeSessions.find((candidate) => candidate.id === chosenSessionId);
    if (session && !getFieldState('journeyStage').isDirty) setValue('journeyStage', session.journeyStage);
  }, [chosenSessionId, sessionsData, getFieldState, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const input = catalogImageInput(values);
    if (!input) return;
    try {
      const { data } = await catalogImage({ variables: { input } });
      const image = data?.catalogImage;
      if (!image) throw new Error(copy.failed);
      toast({ title: copy.saved, description: image.title });
      allowNavigation();
      void navigate(`/image-detail/${encodeURIComponent(image.id)}`);
    } catch (error) {
      if (isUnauthenticated(error)) return reportUnauthenticated();
      const fieldErrors = serverFieldErrors(error);
      const rest = applyServerFieldErrors(fieldErrors, imageNewFields, (field, text) => setError(field as FieldPath<ImageNewValues>, { type: 'server', message: text }, { shouldFocus: true }));
      setMessage(fieldErrors.length === 0 ? (error instanceof Error ? error.message : copy.failed) : rest.length > 0 ? rest.join(' ') : copy.fixFields);
      toast({ title: copy.failed, variant: 'destructive' });
    }
  });

  const chooseSession = useCallback((sessionId: string) => setValue('sessionId', sessionId, { shouldDirty: true, shouldValidate: true }), [setValue]);

  const fieldId = (name: string) => `${id}-${name}`;
  const invalid = (name: TextField | 'perspective' | 'journeyStage' | 'learningStatus' | 'complexityLevel', hint?: boolean) => ({
    'aria-invalid': errors[name] ? ('true' as const) : ('false' as const),
    'aria-describedby': [hint ? `${fieldId(name)}-hint` : '', errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (name: TextField | 'perspective' | 'journeyStage' | 'learningStatus' | 'complexityLevel') =>
    errors[name]?.message && (
      <FieldError id={`${fieldId(name)}-error`} role="alert">
        {errors[name].message}
      </FieldError>
    );
  const text = (name: TextField, options: { rows?: number; required?: string; hint?: string } = {}) => (
    <Field>
      <label htmlFor={fieldId(name)}>{labels[name]}</label>
      {options.rows ? (
        <textarea id={fieldId(name)} rows={options.rows} {...invalid(name, Boolean(options.hint))} {...register(name, options.required ? { validate: (value: string) => value.trim() !== '' || options.required! } : {})} />
      ) : (
        <input id={fieldId(name)} {...invalid(name, Boolean(options.hint))} {...register(name, options.required ? { validate: (value: string) => value.trim() !== '' || options.required! } : {})} />
      )}
      {options.hint && <Muted id={`${fieldId(name)}-hint`}>{options.hint}</Muted>}
      {error(name)}
    </Field>
  );
  const select = <T extends string>(name: 'perspective' | 'journeyStage' | 'learningStatus', values: readonly T[], optionLabels: Readonly<Record<T, string>>) => (
    <Field>
      <label htmlFor={fieldId(name)}>{labels[name]}</label>
      <select id={fieldId(name)} {...invalid(name)} {...register(name)}>
        {values.map((value) => (
          <option key={value} value={value}>
            {optionLabels[value]}
          </option>
        ))}
      </select>
      {error(name)}
    </Field>
  );

  return (
    <Columns>
      <Panel aria-labelledby={`${id}-form-title`}>
        <PanelTitle id={`${id}-form-title`}>{copy.title}</PanelTitle>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-form-title`} style={{ display: 'grid', gap: '1rem' }}>
          {text('title', { required: copy.titleRequired })}
          {text('prompt', { rows: 3, required: copy.promptRequired })}
          {text('description', { rows: 3 })}
          {text('extendedDescription', { rows: 5 })}
          <Pair>
            {select('perspective', perspectiveValues, perspectiveLabels)}
            {select('journeyStage', journeyStageValues, journeyStageLabels)}
          </Pair>
          <SessionSelect
            id={fieldId('sessionId')}
            placeholder
            registration={register('sessionId', { validate: (value: string) => value !== '' || copy.sessionRequired })}
            error={errors.sessionId?.message}
            onChoose={chooseSession}
          />
          <Pair>
            {select('learningStatus', learningStatusValues, learningStatusLabels)}
            <Field>
              <label htmlFor={fieldId('complexityLevel')}>{labels.complexityLevel}</label>
              <select id={fieldId('complexityLevel')} {...invalid('complexityLevel')} {...register('complexityLevel')}>
                {COMPLEXITY_LEVELS.map((level) => (
                  <option key={level} value={String(level)}>
                    {level}
                  </option>
                ))}
              </select>
              {error('complexityLevel')}
            </Field>
          </Pair>
          {text('rejectionReason', { rows: 2 })}
          {text('correctionApproach', { rows: 2 })}
          {text('designPhilosophy', { rows: 2 })}
          <GenerationParamsFields
            idPrefix={id}
            register={(name, options) => register(`generationParams.${name}`, options as never)}
            errors={errors.generationParams}
          />
          {text('tags', { hint: copy.tagsHint })}
          {text('searchKeywords', { hint: copy.keywordsHint })}
          {text('licensing')}
          {message && <AmberBox role="alert">{message}</AmberBox>}
          <Row>
            <button type="submit" css={button.primary} disabled={saving} aria-busy={saving}>
              {saving ? copy.saving : copy.save}
            </button>
            <Link to={copy.cancel.href} css={button.secondary}>
              {copy.cancel.label}
            </Link>
          </Row>
        </form>
      </Panel>
      <aside>
        <ImagePreview prompt={watch('prompt')} perspective={watch('perspective')} params={watch('generationParams')} />
      </aside>
    </Columns>
  );
}
