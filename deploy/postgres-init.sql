-- Run once by the postgres image on an empty volume (compose.yaml): Forewarn's two roles and
-- its database (docs/deploy.md, "Database roles"). Change both passwords, here and in
-- compose.yaml. The owner owns the database, and so the schema the migrations create; the app
-- role gets its grants from the server at every start, after the migrations.
CREATE ROLE forewarn_owner LOGIN PASSWORD 'change-me';
CREATE ROLE forewarn_app LOGIN PASSWORD 'change-me-app';
CREATE DATABASE forewarn OWNER forewarn_owner;
