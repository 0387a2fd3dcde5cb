import type { OperationDoc } from './openapi-operations.ts';

/** The vendor marketplace's operations: profiles, favorites, reviews and quote requests. */
export const MARKETPLACE_OPERATIONS: Record<string, OperationDoc> = {
  'GET /api/vendors': ['listVendors', 'List and search vendors', 'Vendors'],
  'POST /api/vendors': ['createVendor', 'Create a vendor profile', 'Vendors'],
  'GET /api/vendors/favorites': [
    'listFavoriteVendors',
    "List the signed-in user's favorite vendors",
    'Vendors',
  ],
  'GET /api/vendors/{id}': ['getVendor', 'Get one vendor', 'Vendors'],
  'PATCH /api/vendors/{id}': [
    'updateVendor',
    'Edit a vendor profile (its owner or an administrator)',
    'Vendors',
  ],
  'DELETE /api/vendors/{id}': [
    'deleteVendor',
    'Delete a vendor profile (its owner or an administrator)',
    'Vendors',
  ],
  'POST /api/vendors/{id}/favorite': ['toggleFavoriteVendor', 'Star or unstar a vendor', 'Vendors'],
  'POST /api/vendors/{id}/verify': [
    'verifyVendor',
    "Set a vendor's verified, insured and background flags",
    'Vendors',
  ],
  'GET /api/vendors/my-profile': ['listMyVendors', "List the signed-in user's vendor profiles", 'Vendors'],
  'GET /api/vendors/{id}/reviews': ['listVendorReviews', "List a vendor's reviews", 'Vendors'],
  'POST /api/vendors/{id}/reviews': ['createVendorReview', 'Review a vendor', 'Vendors'],
  'PATCH /api/vendors/{id}/reviews/{reviewId}': ['updateVendorReview', 'Edit a review', 'Vendors'],
  'DELETE /api/vendors/{id}/reviews/{reviewId}': ['deleteVendorReview', 'Delete a review', 'Vendors'],

  'POST /api/vendors/{id}/quote-requests': ['requestQuote', 'Ask a vendor for a quote', 'Quote requests'],
  'GET /api/vendors/{id}/quote-requests': [
    'listVendorQuoteRequests',
    "List a vendor's quote requests (its owner)",
    'Quote requests',
  ],
  'GET /api/quote-requests/received': [
    'listReceivedQuoteRequests',
    "List requests to the caller's vendors",
    'Quote requests',
  ],
  'GET /api/quote-requests/sent': [
    'listSentQuoteRequests',
    'List the quote requests the caller sent',
    'Quote requests',
  ],
  'POST /api/quote-requests/{id}/reply': [
    'replyToQuoteRequest',
    'Answer a quote request with a price',
    'Quote requests',
  ],
  'POST /api/quote-requests/{id}/decline': [
    'declineQuoteRequest',
    'Decline a quote request',
    'Quote requests',
  ],
  'GET /api/quote-requests/unread-count': [
    'countUnreadQuoteThreads',
    'Count quote conversations with unread messages',
    'Quote requests',
  ],
  'GET /api/quote-requests/{id}': [
    'getQuoteThread',
    'Get a quote request and its conversation',
    'Quote requests',
  ],
  'POST /api/quote-requests/{id}/messages': [
    'postQuoteMessage',
    "Write in a quote request's conversation",
    'Quote requests',
  ],
  'POST /api/quote-requests/{id}/read': [
    'markQuoteThreadRead',
    'Mark a quote conversation read',
    'Quote requests',
  ],
};
