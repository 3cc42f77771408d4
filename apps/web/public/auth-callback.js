/*
 * The script of the sign-in popup's last page (/api/auth/<provider>/callback): it reads the outcome
 * the server put in the page as JSON and posts it to the SafeTrails window that opened the popup,
 * on this origin only, then closes the popup. A static file, because the content security policy
 * allows no inline script. Without an opener (the page opened on its own) the page's text and link
 * stay on screen.
 */
/* global window, document */
(function reportSignIn() {
  var element = document.getElementById('auth-result');
  if (!element || !window.opener || window.opener.closed) return;
  var message;
  try {
    message = JSON.parse(element.textContent || '');
  } catch {
    return;
  }
  window.opener.postMessage(message, window.location.origin);
  window.close();
})();
