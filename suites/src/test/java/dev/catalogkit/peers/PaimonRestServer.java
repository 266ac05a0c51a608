package dev.catalogkit.peers;

import dev.catalogkit.http.TargetConfig;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * Apache Paimon's REST test server ({@code org.apache.paimon.rest.RESTCatalogServer}, Paimon 1.4.2)
 * running as a child java process, for the kit's integration tests.
 *
 * <p>The class path is the directory named by the system property {@value #CLASSPATH_PROPERTY}
 * (filled by the {@code peers/paimon-rest-server} module, whose launcher {@value #MAIN_CLASS} is on
 * it); when it is missing the calling test is skipped, not failed. The server listens on 127.0.0.1
 * on a port it picks itself and announces with a {@code LISTENING <url>} line on stdout; it keeps
 * its catalog in a fresh directory under {@code target/} and accepts only requests carrying {@code
 * Authorization: Bearer <token()>}. Clients first call {@code GET
 * /v1/config?warehouse=<warehouse()>} (without the {@code warehouse} parameter the server never
 * answers) and find the path prefix in {@code defaults.prefix}. Its stderr goes to {@link
 * #logFile()}.
 *
 * <p>The child stops when its stdin is closed, so it also ends when the test JVM dies; {@link
 * #close()} closes stdin and, if that is not enough, destroys the process.
 */
public final class PaimonRestServer implements AutoCloseable {

  /** System property holding the directory of the server's jars. */
  public static final String CLASSPATH_PROPERTY = "catalogkit.paimon-server.classpath";

  /** The bearer token of {@link #start()}. */
  public static final String DEFAULT_TOKEN = "catalogkit-paimon-token";

  /** The warehouse name the server is started with (the value of {@code ?warehouse=}). */
  public static final String WAREHOUSE = "catalogkit";

  /** The path prefix the server hands out in {@code defaults.prefix} of {@code GET /v1/config}. */
  public static final String PREFIX = "paimon";

  static final String MAIN_CLASS = "dev.catalogkit.peers.paimon.PaimonServerMain";

  private static final PeerProcess.Stop STOP = PeerProcess.Stop.CLOSE_STDIN_FIRST;

  private final PeerProcess peer;
  private final URI uri;
  private final String token;
  private final Path dataPath;
  private final Path logFile;

  private PaimonRestServer(Process process, URI uri, String token, Path dataPath, Path logFile) {
    this.peer =
        new PeerProcess(process, STOP, dataPath, "paimon-rest-server-reaper-" + uri.getPort());
    this.uri = uri;
    this.token = token;
    this.dataPath = dataPath;
    this.logFile = logFile;
  }

  /** Starts a server that accepts {@link #DEFAULT_TOKEN}; see {@link #start(String)}. */
  public static PaimonRestServer start() throws IOException, InterruptedException {
    return start(DEFAULT_TOKEN);
  }

  /**
   * Starts a server and waits until it announces its address (at most 60 s).
   *
   * @param token the bearer token the server will accept (any other token, or none, gets 401)
   * @throws org.opentest4j.TestAbortedException (the test is skipped) when the class path directory
   *     is not there
   * @throws IllegalStateException when the server exits or stays silent; the message names the log
   */
  public static PaimonRestServer start(String token) throws IOException, InterruptedException {
    Path classPath =
        PeerProcess.requireClassPath(
            CLASSPATH_PROPERTY,
            "Paimon REST server",
            "mvn -pl peers/paimon-rest-server -am process-classes",
            "lacks the launcher or the paimon-core tests jar",
            "catalogkit-peer-paimon-rest-server-",
            "paimon-core-");
    Path workDir = PeerProcess.workDirectory("paimon-rest-server");
    String stamp = Instant.now().toString().replace(':', '-') + "-" + ProcessHandle.current().pid();
    Path dataPath = workDir.resolve("data-" + stamp);
    Path logFile = workDir.resolve("server-" + stamp + ".log");

    Process process = launch(classPath, token, dataPath, logFile);
    try {
      URI uri = PeerProcess.awaitListening(process, STOP, "Paimon REST server", logFile);
      return new PaimonRestServer(process, uri, token, dataPath, logFile);
    } catch (IllegalStateException notStarted) {
      PeerProcess.deleteRecursively(dataPath);
      throw notStarted;
    }
  }

  /**
   * Base URI of the server, {@code http://127.0.0.1:<port>/}; resolve {@code "v1/config"} on it.
   */
  public URI uri() {
    return uri;
  }

  /**
   * How the kit reaches this server: its URI, warehouse and token, and a timeout long enough for a
   * file-system catalog on a build machine busy with other test classes.
   */
  public TargetConfig target() {
    return new TargetConfig(
        uri,
        warehouse(),
        token(),
        null,
        Map.of(),
        Duration.ofSeconds(30),
        TargetConfig.DEFAULT_MAX_BODY_BYTES);
  }

  /** The bearer token every request must carry: {@code Authorization: Bearer <token>}. */
  public String token() {
    return token;
  }

  /**
   * The warehouse name ({@value #WAREHOUSE}); {@code GET /v1/config} needs it as {@code
   * ?warehouse=}.
   */
  public String warehouse() {
    return WAREHOUSE;
  }

  /** The directory holding the server's file-system catalog (deleted by {@link #close()}). */
  public Path dataPath() {
    return dataPath;
  }

  /** The server's stderr (its log); kept after {@link #close()}. */
  public Path logFile() {
    return logFile;
  }

  public boolean isRunning() {
    return peer.isAlive();
  }

  /** Stops the server, waits for it to exit, deletes its data directory. */
  @Override
  public void close() {
    peer.close();
  }

  private static Process launch(Path classPath, String token, Path dataPath, Path logFile)
      throws IOException {
    // only our configuration: a PAIMON_REST_* variable of the calling shell would change the server
    ProcessBuilder builder = PeerProcess.javaProcess(classPath, MAIN_CLASS, "PAIMON_REST_");
    Map<String, String> env = builder.environment();
    env.put("PAIMON_REST_TOKEN", token);
    env.put("PAIMON_REST_DATA_PATH", dataPath.toString());
    env.put("PAIMON_REST_WAREHOUSE", WAREHOUSE);
    env.put("PAIMON_REST_PREFIX", PREFIX);
    builder.redirectError(ProcessBuilder.Redirect.to(logFile.toFile()));
    // stdin stays a pipe held open by this JVM: the server stops when it is closed
    return builder.start();
  }
}
