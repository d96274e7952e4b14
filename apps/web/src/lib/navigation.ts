/** Lets code outside React (the API client) send the user to a route of the app. */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => {
  window.location.hash = `#${to}`;
};

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
