/** Copy of the presence bar, the take-over prompt and the taken-over notice on the image detail page. */
export const presenceCopy = {
  /** Another tab of the signed-in account. */
  you: 'you (another tab)',
  alsoViewing: (names: readonly string[]) => `Also viewing: ${names.join(', ')}`,
  isEditing: (name: string) => (name === presenceCopy.you ? 'You are editing in another tab' : `${name} is editing`),
  editingTitle: (name: string) => `${name} is editing this image`,
  editingBody: (name: string) => `If you take over, ${name} is told at once and keeps their unsaved changes on their screen.`,
  takeOver: 'Take over',
  takingOver: 'Taking over...',
  cancel: 'Cancel',
  takeOverFailed: 'Could not take over editing. Try again.',
  takenOver: (name: string) => `${name} took over editing. Your unsaved changes are kept below; copy them before leaving.`,
} as const;
