-- SMS sends and codes asked from a browser that has logged in to the phone before are limited and
-- replaced apart from everybody else's (platform/known-devices).
ALTER TABLE "sms_code" ADD COLUMN "known_device" boolean DEFAULT false NOT NULL;