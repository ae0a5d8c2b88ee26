-- The server's language for public announcements (issue 19): `language` is the catalog tag a
-- server manager chose with /settings language: (en-US, zh-CN, zh-TW, ru, tr, fr, de, es-ES);
-- `guild_locale` is the server's Discord locale as last seen on an interaction, the default
-- when no language was chosen. NULL: not set / not seen (English).
ALTER TABLE guild_settings ADD COLUMN language TEXT;
ALTER TABLE guild_settings ADD COLUMN guild_locale TEXT;
