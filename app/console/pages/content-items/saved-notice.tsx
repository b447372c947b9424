import { Link } from "react-router";

/**
 * After every change: what happened, and that the site shows it only once published. Not a live region
 * itself: the page puts it inside one that is always there, so that it is read out when it appears.
 */
export function SavedNotice({ what }: { what?: string }) {
  return (
    <div className="form-notice form-notice-success">
      {what ? <strong>{what} </strong> : null}
      Tersimpan sebagai draf. Terbitkan di halaman{" "}
      <Link className="text-link" to="/terbitkan">
        Terbitkan
      </Link>{" "}
      agar tampil di situs.
    </div>
  );
}
