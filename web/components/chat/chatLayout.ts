/** Shared by the launcher and the panel. Below the header (50) and toasts (60), above the page. */
export const CHAT_Z_INDEX = 40;
export const CHAT_PANEL_ID = 'semi-chat-panel';
