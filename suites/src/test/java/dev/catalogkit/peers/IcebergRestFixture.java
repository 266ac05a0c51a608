package dev.catalogkit.peers;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

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

  private static final Duration START_DEADLINE = Duration.ofSeconds(60);
  private static final Duration POLL_INTERVAL = Duration.ofMillis(100);
  private static final Duration STOP_GRACE = Duration.ofSeconds(10);
  private static final int PORT_ATTEMPTS = 3;

  private final Process process;
  private final int port;
  private final URI uri;
  private final Path warehouse;
  private final Path logFile;
  private final Thread reaper;
  private boolean closed;

  private IcebergRestFixture(Process process, int port, Path warehouse, Path logFile) {
    this.process = process;
    this.port = port;
    this.uri = URI.create("http://127.0.0.1:" + port + "/");
    this.warehouse = warehouse;
    this.logFile = logFile;
    // last resort if the test JVM ends without close(): never leave the server listening
    this.reaper = new Thread(() -> kill(process), "iceberg-rest-fixture-reaper-" + port);
    Runtime.getRuntime().addShutdownHook(reaper);
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
    Path classPath = requireClassPath();
    Path workDir = workDirectory();
    IllegalStateException lastFailure = null;
    for (int attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
      int port = freeLoopbackPort();
      String stamp = Instant.now().toString().replace(':', '-');
      Path warehouse = Files.createDirectories(workDir.resolve("warehouse-" + port + "-" + stamp));
      Path logFile = workDir.resolve("server-" + port + "-" + stamp + ".log");
      Process process = launch(classPath, port, warehouse, logFile, extraEnvironment);
      IcebergRestFixture fixture = new IcebergRestFixture(process, port, warehouse, logFile);
      try {
        fixture.awaitReady();
        return fixture;
      } catch (IllegalStateException e) {
        boolean exited = !fixture.process.isAlive();
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
    return process.isAlive();
  }

  /** Stops the server and everything it started, waits for it to exit, deletes the warehouse. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    kill(process);
    try {
      Runtime.getRuntime().removeShutdownHook(reaper);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running or about to; nothing to remove
    }
    deleteRecursively(warehouse);
  }

  private static Path requireClassPath() {
    String property = System.getProperty(CLASSPATH_PROPERTY);
    Assumptions.assumeTrue(
        property != null && !property.isBlank(),
        "system property " + CLASSPATH_PROPERTY + " is not set (run through Maven)");
    Path dir = Path.of(property).toAbsolutePath().normalize();
    Assumptions.assumeTrue(
        Files.isDirectory(dir),
        "Iceberg REST fixture class path "
            + dir
            + " is missing; build it with `mvn -pl peers/iceberg-rest-fixture -am generate-resources`"
            + " (a reactor `mvn verify` does it)");
    Assumptions.assumeTrue(
        containsJar(dir, "iceberg-open-api-"),
        "Iceberg REST fixture class path " + dir + " holds no iceberg-open-api test-fixtures jar");
    return dir;
  }

  private static boolean containsJar(Path dir, String prefix) {
    try (Stream<Path> files = Files.list(dir)) {
      return files.anyMatch(
          f -> f.getFileName().toString().startsWith(prefix) && f.toString().endsWith(".jar"));
    } catch (IOException e) {
      return false;
    }
  }

  private static Path workDirectory() throws IOException {
    Path base = Path.of(System.getProperty("basedir", "."), "target", "iceberg-rest-fixture");
    return Files.createDirectories(base.toAbsolutePath().normalize());
  }

  /** A port that was free on 127.0.0.1 a moment ago (the server takes it right after). */
  static int freeLoopbackPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      socket.setReuseAddress(true);
      return socket.getLocalPort();
    }
  }

  private static Process launch(
      Path classPath, int port, Path warehouse, Path logFile, Map<String, String> extraEnvironment)
      throws IOException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    List<String> command = new ArrayList<>();
    command.add(java.toString());
    command.add("-Xmx256m");
    command.add("-XX:TieredStopAtLevel=1");
    command.add("-cp");
    command.add(classPath + "/*");
    command.add(MAIN_CLASS);
    ProcessBuilder builder = new ProcessBuilder(command);
    Map<String, String> env = builder.environment();
    // only our configuration: a CATALOG_* variable of the calling shell would change the server
    env.keySet().removeIf(name -> name.startsWith("CATALOG_"));
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
    HttpClient client =
        HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(1))
            .version(HttpClient.Version.HTTP_1_1)
            .build();
    HttpRequest request =
        HttpRequest.newBuilder(uri.resolve("v1/config")).timeout(Duration.ofSeconds(2)).build();
    long deadline = System.nanoTime() + START_DEADLINE.toNanos();
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
                + logTail());
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
            + START_DEADLINE.toSeconds()
            + " s (last: "
            + lastOutcome
            + "); log "
            + logFile
            + ":\n"
            + logTail());
  }

  private String logTail() {
    try {
      List<String> lines = Files.readAllLines(logFile, StandardCharsets.UTF_8);
      return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
    } catch (IOException e) {
      return "(log unreadable: " + e + ")";
    }
  }

  private static void kill(Process process) {
    List<ProcessHandle> descendants = process.descendants().toList();
    descendants.forEach(ProcessHandle::destroy);
    process.destroy();
    try {
      if (!process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
        descendants.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
      }
      for (ProcessHandle descendant : descendants) {
        descendant.onExit().get(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    } catch (Exception e) {
      descendants.forEach(ProcessHandle::destroyForcibly);
    }
  }

  private static void deleteRecursively(Path dir) {
    if (dir == null || !Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      paths
          .sorted(Comparator.reverseOrder())
          .forEach(
              p -> {
                try {
                  Files.deleteIfExists(p);
                } catch (IOException ignored) {
                  // best effort: the directory is under target/
                }
              });
    } catch (IOException ignored) {
      // best effort
    }
  }
}
