package dev.catalogkit.peers;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;

/**
 * Apache Iceberg's REST fixture server (the catalog of {@code
 * org.apache.iceberg.rest.RESTCatalogServer}) running as a child java process, for the kit's
 * integration tests; one of the {@link Version}s the {@code peers/iceberg-rest-fixture*} modules
 * build.
 *
 * <p>The class path is the directory named by the version's system property (filled by its peers
 * module); when it is missing the calling test is skipped, not failed. The module's launcher serves
 * upstream's catalog on 127.0.0.1 on a port the system picks and announces it with a {@code
 * LISTENING <url>} line on stdout, read here: upstream's own main binds every interface. The server
 * is configured through {@code CATALOG_*} environment variables (a JDBC catalog on in-memory SQLite
 * and a fresh warehouse directory under {@code target/}); its log (stderr) goes to {@link
 * #logFile()}. It stops when its stdin is closed, so it also ends with the test JVM; {@link
 * #close()} closes stdin and, if that is not enough, destroys the process.
 */
public final class IcebergRestFixture implements AutoCloseable {

  /** A fixture version the kit can start, with the peers module that gathers its class path. */
  public enum Version {
    /** Iceberg 1.10.0 on Jetty 11 ({@code peers/iceberg-rest-fixture}). */
    V1_10_0(
        "1.10.0",
        "catalogkit.iceberg-fixture.classpath",
        "peers/iceberg-rest-fixture",
        "Jetty11FixtureMain",
        "catalogkit-peer-iceberg-rest-fixture-"),
    /**
     * Iceberg 1.10.1 on Jetty 11 ({@code peers/iceberg-rest-fixture-1.10.1}: 1.10.0's launcher and
     * class path with 1.10.1's Iceberg jars).
     */
    V1_10_1(
        "1.10.1",
        "catalogkit.iceberg-fixture-1101.classpath",
        "peers/iceberg-rest-fixture-1.10.1",
        "Jetty11FixtureMain",
        "catalogkit-peer-iceberg-rest-fixture-0"),
    /** Iceberg 1.11.0 on Jetty 12 ({@code peers/iceberg-rest-fixture-1.11}). */
    V1_11_0(
        "1.11.0",
        "catalogkit.iceberg-fixture-111.classpath",
        "peers/iceberg-rest-fixture-1.11",
        "Jetty12FixtureMain",
        "catalogkit-peer-iceberg-rest-fixture-111-");

    private final String number;
    private final String classPathProperty;
    private final String module;
    private final String mainClass;
    private final String launcherJar;

    Version(
        String number,
        String classPathProperty,
        String module,
        String mainClass,
        String launcherJar) {
      this.number = number;
      this.classPathProperty = classPathProperty;
      this.module = module;
      this.mainClass = "dev.catalogkit.peers.iceberg." + mainClass;
      this.launcherJar = launcherJar;
    }

    /** The Iceberg release, e.g. {@code 1.11.0}. */
    public String number() {
      return number;
    }

    /** The system property naming the directory of this version's jars. */
    public String classPathProperty() {
      return classPathProperty;
    }

    @Override
    public String toString() {
      return number;
    }

    /** The class path directory, or a skipped test when it is not built (or built before). */
    private Path requireClassPath() {
      return PeerProcess.requireClassPath(
          classPathProperty,
          "Iceberg REST fixture " + number,
          "mvn -pl " + module + " -am process-classes",
          "lacks the launcher or the iceberg-open-api " + number + " test fixtures",
          launcherJar,
          "catalogkit-peer-iceberg-rest-launcher-",
          "iceberg-open-api-" + number + "-test-fixtures");
    }
  }

  private static final PeerProcess.Stop STOP = PeerProcess.Stop.CLOSE_STDIN_FIRST;

  private final Version version;
  private final PeerProcess peer;
  private final URI uri;
  private final Path warehouse;
  private final Path logFile;

  private IcebergRestFixture(
      Version version, Process process, URI uri, Path warehouse, Path logFile) {
    this.version = version;
    this.peer =
        new PeerProcess(process, STOP, warehouse, "iceberg-rest-fixture-reaper-" + uri.getPort());
    this.uri = uri;
    this.warehouse = warehouse;
    this.logFile = logFile;
  }

  /** Starts a server of {@code version} with the default configuration. */
  public static IcebergRestFixture start(Version version) throws IOException, InterruptedException {
    return start(version, Map.of());
  }

  /**
   * Starts a server and waits until it announces its address (at most 60 s).
   *
   * @param extraEnvironment further {@code CATALOG_*} variables for the server ({@code
   *     CATALOG_A__B_C} becomes catalog property {@code a-b.c}); the warehouse is set here and
   *     cannot be overridden, and {@code CATALOG_REST_PORT} has no effect (the system picks the
   *     port). Concurrent requests break the default in-memory SQLite catalog (a second pooled
   *     connection opens a new, empty database); {@code CATALOG_CLIENTS=1} avoids that.
   * @throws org.opentest4j.TestAbortedException (the test is skipped) when the class path directory
   *     is not there
   * @throws IllegalStateException when the server exits or stays silent; the message names the log
   */
  public static IcebergRestFixture start(Version version, Map<String, String> extraEnvironment)
      throws IOException, InterruptedException {
    Path classPath = version.requireClassPath();
    Path workDir = PeerProcess.workDirectory("iceberg-rest-fixture");
    String stamp =
        version
            + "-"
            + Instant.now().toString().replace(':', '-')
            + "-"
            + ProcessHandle.current().pid();
    Path warehouse = Files.createDirectories(workDir.resolve("warehouse-" + stamp));
    Path logFile = workDir.resolve("server-" + stamp + ".log");

    Process process;
    URI uri;
    try {
      process = launch(version, classPath, warehouse, logFile, extraEnvironment);
      uri =
          PeerProcess.awaitListening(
              process, STOP, "Iceberg REST fixture " + version.number(), logFile);
    } catch (IOException | RuntimeException | InterruptedException e) {
      PeerProcess.deleteRecursively(warehouse);
      throw e;
    }
    return new IcebergRestFixture(version, process, uri, warehouse, logFile);
  }

  /**
   * Base URI of the catalog, {@code http://127.0.0.1:<port>/}; resolve {@code "v1/config"} on it.
   */
  public URI uri() {
    return uri;
  }

  public int port() {
    return uri.getPort();
  }

  public Version version() {
    return version;
  }

  /** The server's stderr (its log); kept after {@link #close()}. */
  public Path logFile() {
    return logFile;
  }

  /** The warehouse directory given to the server (deleted by {@link #close()}). */
  public Path warehouse() {
    return warehouse;
  }

  public boolean isRunning() {
    return peer.isAlive();
  }

  /** The child process, for tests of how it runs and stops. */
  Process process() {
    return peer.process();
  }

  /** Stops the server, waits for it to exit, deletes the warehouse. */
  @Override
  public void close() {
    peer.close();
  }

  private static Process launch(
      Version version,
      Path classPath,
      Path warehouse,
      Path logFile,
      Map<String, String> extraEnvironment)
      throws IOException {
    // only our configuration: a CATALOG_* variable of the calling shell would change the server
    ProcessBuilder builder = PeerProcess.javaProcess(classPath, version.mainClass, "CATALOG_");
    Map<String, String> env = builder.environment();
    env.putAll(extraEnvironment);
    env.put("CATALOG_WAREHOUSE", warehouse.toString());
    builder.redirectError(ProcessBuilder.Redirect.to(logFile.toFile()));
    // stdin stays a pipe held open by this JVM: the server stops when it is closed
    return builder.start();
  }
}
