// Questions asked before something is deleted for good (spec §2 gives the prediction one).
export const CONFIRM_DELETE_PREDICTION = 'Are you sure you want to delete this prediction?';

export function confirmDeleteUser(username: string): string {
  return `Are you sure you want to delete ${username}? This cannot be undone.`;
}
