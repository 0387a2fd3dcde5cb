/** A maps search for the address, opened in a new tab (Google Maps' documented URL scheme). */
export function directionsUrl(location: string): string {
  // https://developers.google.com/maps/documentation/urls/get-started#search-action
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: location.trim() })}`;
}
