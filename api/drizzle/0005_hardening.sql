-- Reserved for hardening: filled (or removed) by the change that needs it.
SELECT 1;
