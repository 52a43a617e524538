ALTER TABLE "restaurants" ADD COLUMN "menu_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Whatever writes them (a staff call, an import from the command line, another process), a change of what diners
-- may order raises the version, and is announced to every process listening on menu_versions when it commits.
CREATE FUNCTION "restaurants_menu_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published_version_id IS DISTINCT FROM OLD.published_version_id
     OR NEW.orders_paused IS DISTINCT FROM OLD.orders_paused
     OR NEW.orders_paused_message IS DISTINCT FROM OLD.orders_paused_message
     OR NEW.sold_out_overrides IS DISTINCT FROM OLD.sold_out_overrides THEN
    NEW.menu_version := OLD.menu_version + 1;
    PERFORM pg_notify('menu_versions', NEW.id::text || ':' || NEW.menu_version::text);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "restaurants_menu_version" BEFORE UPDATE ON "restaurants"
  FOR EACH ROW EXECUTE FUNCTION "restaurants_menu_version"();
