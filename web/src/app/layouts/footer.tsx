import { Link } from 'react-router-dom';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__copyright">
          © {year} Jamii Service Centre. All rights reserved.
        </p>
        <nav aria-label="Legal">
          <ul className="site-footer__links">
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Use</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
