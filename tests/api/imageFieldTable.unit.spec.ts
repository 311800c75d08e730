import { isInputObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { clearableImageFields, imageFieldEntries, imageFields } from '../../domain/imageFields.ts';
import { catalogImageInputSchema, imageEditSchema } from '../../api/images/inputs.ts';
import { schema } from '../../api/graphql/schema.ts';
import { editableImageFieldsSchema } from '../../events/images/events.ts';
import { creativeImagesProjection } from '../../events/images/projection.ts';

const textFields = imageFieldEntries.filter(([, definition]) => definition.maxLength !== undefined);
const inputField = (type: string, field: string) => {
  const inputType = schema.getType(type);
  if (!isInputObjectType(inputType)) throw new Error(`${type} is not an input type`);
  return inputType.getFields()[field];
};
const thousands = (n: number) => n.toLocaleString('en');

/** Issue 29: a field's rules are written once, in domain/imageFields.ts, and every layer reads them from there. */
describe('the image field table', () => {
  it.each(textFields)("gives %s's length limit to the event schema, the API input and the GraphQL descriptions alike", (name, definition) => {
    const max = definition.maxLength!;
    const storedField = editableImageFieldsSchema.shape[name as keyof typeof editableImageFieldsSchema.shape];
    expect(storedField.safeParse('x'.repeat(max)).success).toBe(true);
    expect(storedField.safeParse('x'.repeat(max + 1)).success).toBe(false);

    expect(imageEditSchema.safeParse({ [name]: 'x'.repeat(max) }).success).toBe(true);
    const refused = imageEditSchema.safeParse({ [name]: 'x'.repeat(max + 1) });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([`${name}: must be at most ${thousands(max)} characters`]);

    for (const type of ['ImageEditInput', 'CatalogImageInput']) {
      expect(inputField(type, name)?.description, `${type}.${name}`).toContain(`${thousands(max)} characters`);
    }
  });

  it('makes the GraphQL inputs of exactly the fields an administrator enters, required where a new image has no default', () => {
    const entered = imageFieldEntries.filter(([, definition]) => definition.input !== undefined);
    for (const [name, definition] of entered) {
      expect(inputField('ImageEditInput', name)?.type.toString()).not.toMatch(/!$/);
      expect(inputField('CatalogImageInput', name)?.type.toString().endsWith('!')).toBe(definition.default === undefined);
    }
    expect(inputField('ImageEditInput', 'filename')).toBeUndefined();
    expect(Object.keys(catalogImageInputSchema.shape).sort()).toEqual(entered.map(([name]) => name).sort());
  });

  it('clears exactly the clearable fields with null, and describes that', () => {
    for (const [name] of imageFieldEntries) {
      const cleared = imageEditSchema.safeParse({ [name]: null });
      expect(cleared.success, name).toBe(clearableImageFields.has(name));
      if (clearableImageFields.has(name)) expect(inputField('ImageEditInput', name)?.description).toContain('null clears it');
    }
  });

  it('writes each edited field to the column the table names', () => {
    const [op] = creativeImagesProjection.evolve({
      globalPosition: 1n,
      streamId: 'image:a',
      streamVersion: 2n,
      eventId: 'e',
      type: 'ImageDetailsEdited',
      schemaVersion: 1,
      data: { imageId: 'a', changes: { extendedDescription: 'longer', complexityLevel: 3 }, previous: {} },
      metadata: { actor: 'admin:a', time: '2026-01-01T00:00:00.000Z' },
    });
    expect(op).toMatchObject({ kind: 'update', set: { [imageFields.extendedDescription.column]: 'longer', [imageFields.complexityLevel.column]: 3 } });
  });
});
