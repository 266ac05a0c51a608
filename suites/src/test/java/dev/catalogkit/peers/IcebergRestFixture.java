package dev.catalogkit.peers;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Apache Iceberg's REST fixture server ({@code org.apache.iceberg.rest.RESTCatalogServer}, Iceberg
 * 1.10.0) running as a child java process, for the kit's integration tests.
 *
 * <p>The class path is the directory named by the system property {@value #CLASSPATH_PROPERTY}
 * (filled by the {@code peers/iceberg-rest-fixture} module); when it is missing the calling test is
 * skipped, not failed. The server is configured through {@code CATALOG_*} environment variables (a
 * JDBC catalog on in-memory SQLite, a fresh warehouse directory under {@code target/}), listens on
 * a free port, and is reachable at {@link #uri()}. It binds every interface, so it is only started
 * on a port found free on 127.0.0.1 a moment earlier and always stopped by {@link #close()}. Its
 * stdout and stderr go to {@link #logFile()}.
 */
public final class IcebergRestFixture implements AutoCloseable {

  /** System property holding the directory of the fixture's jars. */
  public static final String CLASSPATH_PROPERTY = "catalogkit.iceberg-fixture.classpath";

  static final String MAIN_CLASS = "org.apache.iceberg.rest.RESTCatalogServer";

  private static final Duration POLL_INTERVAL = Duration.ofMillis(100);
  private static final int PORT_ATTEMPTS = 3;

  private final PeerProcess peer;
  private final int port;
  private final URI uri;
  private final Path warehouse;
  private final Path logFile;

  private IcebergRestFixture(Process process, int port, Path warehouse, Path logFile) {
    this.peer =
        new PeerProcess(
            process, PeerProcess.Stop.TERMINATE, warehouse, "iceberg-rest-fixture-reaper-" + port);
    this.port = port;
    this.uri = URI.create("http://127.0.0.1:" + port + "/");
    this.warehouse = warehouse;
    this.logFile = logFile;
  }

  /** Starts a server with the default configuration; see {@link #start(Map)}. */
  public static IcebergRestFixture start() throws IOException, InterruptedException {
    return start(Map.of());
  }

  /**
   * Starts a server and waits until {@code GET /v1/config} answers 200 (at most 60 s).
   *
   * @param extraEnvironment further {@code CATALOG_*} variables for the server ({@code
   *     CATALOG_A__B_C} becomes catalog property {@code a-b.c}); the port and warehouse are set
   *     here and cannot be overridden
   * @throws org.opentest4j.TestAbortedException (the test is skipped) when the class path directory
   *     is not there
   * @throws IllegalStateException when the server does not become ready; the message names the log
   */
  public static IcebergRestFixture start(Map<String, String> extraEnvironment)
      throws IOException, InterruptedException {
    Path classPath =
        PeerProcess.requireClassPath(
            CLASSPATH_PROPERTY,
            "Iceberg REST fixture",
            "mvn -pl peers/iceberg-rest-fixture -am generate-resources",
            "holds no iceberg-open-api test-fixtures jar",
            "iceberg-open-api-");
    Path workDir = PeerProcess.workDirectory("iceberg-rest-fixture");
    IllegalStateException lastFailure = null;
    for (int attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
      int port = PeerProcess.freeLoopbackPort();
      String stamp = Instant.now().toString().replace(':', '-');
      Path warehouse = Files.createDirectories(workDir.resolve("warehouse-" + port + "-" + stamp));
      Path logFile = workDir.resolve("server-" + port + "-" + stamp + ".log");
      Process process = launch(classPath, port, warehouse, logFile, extraEnvironment);
      IcebergRestFixture fixture = new IcebergRestFixture(process, port, warehouse, logFile);
      try {
        fixture.awaitReady();
        return fixture;
      } catch (IllegalStateException e) {
        boolean exited = !fixture.isRunning();
        fixture.close();
        lastFailure = e;
        if (!exited) {
          break; // alive but never ready: another port will not help
        }
        // exited early, most likely the port was taken in between: try another one
      } catch (InterruptedException | RuntimeException e) {
        fixture.close();
        throw e;
      }
    }
    throw lastFailure;
  }

  /**
   * Base URI of the catalog, {@code http://127.0.0.1:<port>/}; resolve {@code "v1/config"} on it.
   */
  public URI uri() {
    return uri;
  }

  public int port() {
    return port;
  }

  /** The server's combined stdout and stderr; kept after {@link #close()}. */
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

  /** Stops the server and everything it started, waits for it to exit, deletes the warehouse. */
  @Override
  public void close() {
    peer.close();
  }

  private static Process launch(
      Path classPath, int port, Path warehouse, Path logFile, Map<String, String> extraEnvironment)
      throws IOException {
    // only our configuration: a CATALOG_* variable of the calling shell would change the server
    ProcessBuilder builder = PeerProcess.javaProcess(classPath, MAIN_CLASS, "CATALOG_");
    Map<String, String> env = builder.environment();
    env.putAll(extraEnvironment);
    env.put("CATALOG_REST_PORT", Integer.toString(port));
    env.put("CATALOG_WAREHOUSE", warehouse.toString());
    builder.redirectErrorStream(true);
    builder.redirectOutput(ProcessBuilder.Redirect.to(logFile.toFile()));
    Process process = builder.start();
    process.getOutputStream().close(); // the server reads no input
    return process;
  }

  private void awaitReady() throws InterruptedException {
    Process process = peer.process();
    HttpClient client =
        HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(1))
            .version(HttpClient.Version.HTTP_1_1)
            .build();
    HttpRequest request =
        HttpRequest.newBuilder(uri.resolve("v1/config")).timeout(Duration.ofSeconds(2)).build();
    long deadline = System.nanoTime() + PeerProcess.START_DEADLINE.toNanos();
    String lastOutcome = "no answer";
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IllegalStateException(
            "Iceberg REST fixture exited with code "
                + process.exitValue()
                + " before answering on port "
                + port
                + "; log "
                + logFile
                + ":\n"
                + PeerProcess.tail(logFile));
      }
      try {
        HttpResponse<Void> response = client.send(request, HttpResponse.BodyHandlers.discarding());
        if (response.statusCode() == 200 && process.isAlive()) {
          return;
        }
        lastOutcome = "HTTP " + response.statusCode();
      } catch (IOException notYet) {
        lastOutcome = notYet.toString();
      }
      TimeUnit.NANOSECONDS.sleep(POLL_INTERVAL.toNanos());
    }
    throw new IllegalStateException(
        "Iceberg REST fixture did not answer GET /v1/config with 200 within "
            + PeerProcess.START_DEADLINE.toSeconds()
            + " s (last: "
            + lastOutcome
            + "); log "
            + logFile
            + ":\n"
            + PeerProcess.tail(logFile));
  }
}
