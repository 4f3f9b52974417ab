-- Reserved for search: filled (or removed) by the change that needs it.
SELECT 1;
