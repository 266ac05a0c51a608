package dev.catalogkit.engine;

import dev.catalogkit.report.RunInfo;
import dev.catalogkit.spec.Sha256;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * The kit's version (from the jar manifest; "dev" when run from classes), the git commit it was
 * built from (from {@code kit-build.properties}, which the build fills) and the SHA-256 of the jar
 * it runs from: what a report and a certificate name the kit by.
 */
public final class KitVersion {

  private static final String BUILD_FILE = "kit-build.properties";
  private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{40}");

  private KitVersion() {}

  public static String current() {
    String version = KitVersion.class.getPackage().getImplementationVersion();
    return version == null ? "dev" : version;
  }

  /** Version, commit and jar hash, each {@value RunInfo#UNKNOWN} where the build cannot tell. */
  public static RunInfo.Kit build() {
    return new RunInfo.Kit(current(), commit(), JarHash.VALUE);
  }

  /**
   * The full commit the classes were built from (uncommitted changes are not told); {@value
   * RunInfo#UNKNOWN} for a build outside git, or classes that were not built by Maven.
   */
  static String commit() {
    Properties build = new Properties();
    try (InputStream in = KitVersion.class.getResourceAsStream(BUILD_FILE)) {
      if (in == null) {
        return RunInfo.UNKNOWN;
      }
      build.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + BUILD_FILE, e);
    }
    String commit = build.getProperty("commit", "");
    return COMMIT.matcher(commit).matches() ? commit : RunInfo.UNKNOWN;
  }

  /** Computed once per JVM: hashing the jar reads tens of megabytes. */
  private static final class JarHash {
    static final String VALUE = ofCodeSource();

    private static String ofCodeSource() {
      CodeSource source = KitVersion.class.getProtectionDomain().getCodeSource();
      if (source == null) {
        return RunInfo.UNKNOWN;
      }
      try {
        Path location = Path.of(source.getLocation().toURI());
        return Files.isRegularFile(location) ? Sha256.of(location) : RunInfo.UNKNOWN;
      } catch (URISyntaxException | IOException | IllegalArgumentException unreadable) {
        return RunInfo.UNKNOWN;
      }
    }
  }
}
