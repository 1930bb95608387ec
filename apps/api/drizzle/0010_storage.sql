-- Reserved for receipts and blob storage (issues 13 and 16): written by hand (see README.md). A no-op until then.
SELECT 1;
