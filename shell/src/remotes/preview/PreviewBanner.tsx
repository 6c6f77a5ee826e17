import styled from '@emotion/styled';
import { Eye, EyeOff } from 'lucide-react';
import { Button, colors, fonts, radii, shadows } from '@site/shared';
import { settledPreview } from '../../environment';
import { activePreview, endPreview, previewIsUnstored, type PreviewVerdict } from './preview';
import { previewVersion } from './preview-verdict';

const Card = styled.section`
  position: fixed;
  left: 16px;
  bottom: 16px;
  /* Below toasts (100): a toast answering an action matters more while it shows. */
  z-index: 90;
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: min(480px, calc(100vw - 32px));
  padding: 10px 10px 10px 14px;
  border-radius: ${radii.md};
  background: ${colors.surfaceDark};
  color: ${colors.textInverse};
  box-shadow: ${shadows.raised};
  font: 0.875rem/1.4 ${fonts.body};
  p {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${fonts.mono};
  }
  small {
    display: block;
    color: ${colors.textOnDarkMuted};
  }
  > svg {
    flex-shrink: 0;
  }
  > button {
    flex-shrink: 0;
    white-space: nowrap;
  }
`;

/** A name or a folder from the link, as the banner shows it: a crafted link's may be very long. */
function clipped(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describe(verdict: PreviewVerdict | null, unstored: boolean) {
  const preview = verdict?.preview ?? activePreview();
  if (!preview) return null;
  const what = (
    <>
      <strong>{clipped(preview.remote)}</strong> <code>{clipped(previewVersion(preview))}</code>
    </>
  );
  if (!verdict) return <p>Preview of {what}…</p>;
  if (!verdict.accepted) {
    return (
      <p>
        Preview of {what} refused: {verdict.reason}. <small>The live version runs.</small>
      </p>
    );
  }
  const where = unstored ? 'For this page only: this browser does not keep it.' : 'Only in this tab. Visitors see the live version.';
  return (
    <p>
      Previewing {what}
      <small>
        Pinned: the browser checks every file. {where}
      </small>
    </p>
  );
}

/**
 * Tells a team that this tab runs a candidate version of their remote (preview.ts), or why the
 * preview link was refused, with a one-click exit back to the live site.
 */
export function PreviewBanner() {
  // Settled before the app started (remotes/startup.ts).
  const verdict = settledPreview();
  const message = describe(verdict, previewIsUnstored());
  if (!message) return null;
  return (
    <Card aria-label="Remote preview" data-testid="preview-banner">
      {verdict?.accepted === false ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      {message}
      <Button
        type="button"
        variant="inverse"
        onClick={() => {
          endPreview();
          window.location.reload();
        }}
      >
        Exit preview
      </Button>
    </Card>
  );
}
