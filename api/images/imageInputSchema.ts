import { enteredImageFields, type GraphqlInputKind, type ImageField } from '../../domain/imageFields.ts';
import { builder } from '../graphql/builder.ts';
import { AspectRatioEnum, BackgroundEnum, ColorPaletteEnum, enumRefOf, ImageContextEnum } from '../graphql/vocabularyEnums.ts';

const GenerationParamsInput = builder.inputType('GenerationParamsInput', {
  description: 'What the local generator renders an image from (with its prompt and perspective).',
  fields: (t) => ({
    colorPalette: t.field({ type: ColorPaletteEnum, required: true, description: 'The colour mood of the render.' }),
    aspectRatio: t.field({ type: AspectRatioEnum, required: true, description: 'Width to height of the rendered image.' }),
    background: t.field({ type: BackgroundEnum, required: true, description: 'The background behind the motif.' }),
    minimalism: t.int({ required: true, description: '0 to 100.' }),
    seed: t.int({ required: true, description: '1 or more.' }),
    contextType: t.field({ type: ImageContextEnum, required: true, description: 'Where on the site the image is meant to appear.' }),
  }),
});

/** A field of the table as a GraphQL input field; the service validates what arrives with the same table. */
type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

function inputField(
  t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>,
  kind: GraphqlInputKind,
  options: { required: boolean; description: string },
) {
  if (kind === 'String') return t.string(options);
  if (kind === 'Int') return t.int(options);
  if (kind === 'ID') return t.id(options);
  if (kind === '[String!]') return t.stringList(options);
  if (kind === 'GenerationParamsInput') return t.field({ type: GenerationParamsInput, ...options });
  return t.field({ type: enumRefOf(kind.enumOf), ...options });
}

const sentence = (parts: (string | undefined | false)[]) => `${parts.filter(Boolean).join('; ')}.`;

/** How the new-image input describes a field: what it is, its limits, its default. */
export function catalogInputDescription(definition: ImageField): string {
  const what = definition.about ?? definition.label;
  return sentence([definition.limits ? `${what}, ${definition.limits}` : what, definition.default && `default ${definition.default.text}`]);
}

/** How the edit input describes a field: its limits, whether null clears it, what a change brings about. */
export function editInputDescription(definition: ImageField): string {
  const what = `New ${definition.label.toLowerCase()}`;
  return sentence([definition.limits ? `${what}, ${definition.limits}` : what, definition.clearable && 'null clears it', definition.note]);
}

export const CatalogImageInput = builder.inputType('CatalogImageInput', {
  description: 'A new catalog image: what it is, how it was made and how it is rendered. Its id is made from the title.',
  fields: (t) =>
    Object.fromEntries(
      enteredImageFields.map(([name, definition]) => [
        name,
        inputField(t, definition.graphql!, { required: definition.default === undefined, description: catalogInputDescription(definition) }),
      ]),
    ),
});

export const ImageEditInput = builder.inputType('ImageEditInput', {
  description: 'Only the fields that differ are recorded. A new prompt, perspective or generationParams renders a new file; the old one stays.',
  fields: (t) =>
    Object.fromEntries(
      enteredImageFields.map(([name, definition]) => [name, inputField(t, definition.graphql!, { required: false, description: editInputDescription(definition) })]),
    ),
});

export const UploadedImageInput = builder.inputType('UploadedImageInput', {
  description: 'A new catalog image from an uploaded file: what it is and how it was made (with an outside tool: no generation parameters). Its id is made from the title.',
  fields: (t) =>
    Object.fromEntries(
      enteredImageFields
        .filter(([name]) => name !== 'generationParams')
        .map(([name, definition]) => [
          name,
          inputField(t, definition.graphql!, { required: definition.default === undefined, description: catalogInputDescription(definition) }),
        ]),
    ),
});
