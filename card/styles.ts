/**
 * The card's look, from Home Assistant's theme variables only (so it follows the user's theme, light
 * or dark); the fallbacks are HA's default light theme, for a page that sets none.
 */
import { css } from "lit";

export const styles = css`
  :host { display: block; color: var(--primary-text-color, #212121); font-family: var(--paper-font-body1_-_font-family, inherit); }
  ha-card {
    display: block; border-radius: var(--ha-card-border-radius, 12px);
    background: var(--ha-card-background, var(--card-background-color, #fff));
    border: 1px solid var(--divider-color, #e0e0e0);
  }
  .card { padding: 16px; }
  h2 { margin: 0 0 8px; font-size: 1.2em; font-weight: 500; }
  h3 { margin: 16px 0 8px; font-size: 1em; font-weight: 500; }
  p { margin: 8px 0; line-height: 1.4; }
  .muted { color: var(--secondary-text-color, #595959); }
  label { display: block; font-weight: 500; margin: 8px 0 4px; }
  input, textarea {
    box-sizing: border-box; width: 100%; font: inherit; padding: 8px; border-radius: 4px;
    color: var(--primary-text-color, #212121); background: var(--input-fill-color, var(--secondary-background-color, #f5f5f5));
    border: 1px solid var(--input-outlined-idle-border-color, var(--secondary-text-color, #595959));
  }
  textarea { min-height: 4em; resize: vertical; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 8px; }
  button {
    font: inherit; font-weight: 500; padding: 8px 14px; border-radius: 4px; cursor: pointer;
    border: 1px solid var(--primary-color, #03a9f4); background: transparent; color: var(--primary-text-color, #212121);
  }
  /* Filled buttons would put white text on HA's light blue (2.6:1): an outline keeps the text's own contrast. */
  button.primary { border-width: 2px; }
  button[disabled] { opacity: 0.6; cursor: not-allowed; }
  button:focus-visible, input:focus-visible, textarea:focus-visible, a:focus-visible {
    outline: 2px solid var(--primary-color, #03a9f4); outline-offset: 2px;
  }
  a { color: var(--primary-text-color, #212121); text-decoration: underline; }
  pre {
    overflow: auto; max-height: 20em; padding: 8px; border-radius: 4px; font-size: 0.9em;
    background: var(--secondary-background-color, #f5f5f5); color: var(--primary-text-color, #212121);
  }
  .error { color: var(--primary-text-color, #212121); border-left: 4px solid var(--error-color, #db4437); padding: 4px 8px; }
  .ok { border-left: 4px solid var(--success-color, #43a047); padding: 4px 8px; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { padding: 8px 0; border-top: 1px solid var(--divider-color, #e0e0e0); }
  .name { font-weight: 500; }
  .version { font-size: 0.8em; margin-top: 16px; }
  @media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
`;
