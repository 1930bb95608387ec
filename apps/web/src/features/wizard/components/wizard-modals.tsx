import Spinner from 'react-bootstrap/Spinner';

/** The full-page loader of spec 02 §2, for work the user must wait for. */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <div className="app-wizard-loader" role="status" aria-live="polite" data-testid="full-page-loader">
      <div className="app-wizard-loader-box">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}
