package dev.catalogkit.engine;

/** The kit's version, from the jar manifest; "dev" when run from classes. */
public final class KitVersion {

  private KitVersion() {}

  public static String current() {
    String version = KitVersion.class.getPackage().getImplementationVersion();
    return version == null ? "dev" : version;
  }
}
