package dev.catalogkit.peers;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A peer server running as a child java process of the test JVM: what {@link IcebergRestFixture}
 * and {@link PaimonRestServer} share. It finds the class path (skipping the test when it is not
 * built), starts the child, and owns it until {@link #close()}: a shutdown hook stops it if the
 * test JVM ends first, and closing stops it and deletes its scratch directory. {@link
 * #awaitListening} reads the address a peer launcher announces. How a server is configured stays
 * with each helper.
 */
final class PeerProcess implements AutoCloseable {

  /** How long a peer may take to become ready. */
  static final Duration START_DEADLINE = Duration.ofSeconds(60);

  private static final Duration STOP_GRACE = Duration.ofSeconds(10);

  /** How a peer launcher announces its address on stdout: {@code LISTENING <base URI>}. */
  static final String LISTENING = "LISTENING ";

  /** The only host a peer may announce. */
  static final String LOOPBACK = "127.0.0.1";

  /** How a peer is asked to stop; it ends with SIGKILL to whatever is left of the tree. */
  enum Stop {
    /**
     * Close its stdin (every peer launcher's own signal to stop), SIGTERM only if it has not exited
     * within a grace period.
     */
    CLOSE_STDIN_FIRST
  }

  private final Process process;
  private final Stop stop;
  private final Path scratch;
  private final Thread reaper;
  private boolean closed;

  /**
   * Takes ownership of {@code process}: registers the reaper at once.
   *
   * @param scratch the directory {@link #close()} deletes (may not exist yet)
   * @param reaperName the name of the shutdown-hook thread
   */
  PeerProcess(Process process, Stop stop, Path scratch, String reaperName) {
    this.process = process;
    this.stop = stop;
    this.scratch = scratch;
    // last resort if the test JVM ends without close(): never leave the server listening
    this.reaper = new Thread(() -> stop(process, stop), reaperName);
    Runtime.getRuntime().addShutdownHook(reaper);
  }

  Process process() {
    return process;
  }

  boolean isAlive() {
    return process.isAlive();
  }

  /** Stops the process and everything it started, waits for it to exit, deletes the scratch dir. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    stop(process, stop);
    try {
      Runtime.getRuntime().removeShutdownHook(reaper);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running or about to; nothing to remove
    }
    deleteRecursively(scratch);
  }

  /**
   * The directory named by system property {@code property}, or a skipped test.
   *
   * @param peer how skip messages name the peer, e.g. {@code "Iceberg REST fixture"}
   * @param buildCommand the Maven command that fills the directory
   * @param lacking the end of the skip message when a jar is missing, e.g. {@code "holds no ...
   *     jar"}
   * @param jarPrefixes each must start the name of at least one jar in the directory
   */
  static Path requireClassPath(
      String property, String peer, String buildCommand, String lacking, String... jarPrefixes) {
    String value = System.getProperty(property);
    Assumptions.assumeTrue(
        value != null && !value.isBlank(),
        "system property " + property + " is not set (run through Maven)");
    Path dir = Path.of(value).toAbsolutePath().normalize();
    Assumptions.assumeTrue(
        Files.isDirectory(dir),
        peer
            + " class path "
            + dir
            + " is missing; build it with `"
            + buildCommand
            + "` (a reactor `mvn verify` does it)");
    Assumptions.assumeTrue(
        Stream.of(jarPrefixes).allMatch(prefix -> containsJar(dir, prefix)),
        peer + " class path " + dir + " " + lacking);
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

  /** {@code target/<name>} of the module under test, created if need be. */
  static Path workDirectory(String name) throws IOException {
    Path base = Path.of(System.getProperty("basedir", "."), "target", name);
    return Files.createDirectories(base.toAbsolutePath().normalize());
  }

  /**
   * A builder for {@code java -cp <classPath>/* <mainClass>} with a small heap, and without the
   * calling shell's variables that start with {@code ownPrefix} (only the caller's configuration
   * reaches the server); the caller adds its variables and redirections. Its stdin stays a pipe
   * this JVM holds: closing it stops a peer launcher, so the peer also ends with the test JVM.
   */
  static ProcessBuilder javaProcess(Path classPath, String mainClass, String ownPrefix) {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    ProcessBuilder builder =
        new ProcessBuilder(
            List.of(
                java.toString(),
                "-Xmx256m",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                classPath + "/*",
                mainClass));
    Map<String, String> env = builder.environment();
    env.keySet().removeIf(name -> name.startsWith(ownPrefix));
    return builder;
  }

  /**
   * Waits at most {@link #START_DEADLINE} for the {@code LISTENING <uri>} line on the stdout of
   * {@code process} (a daemon thread drains the rest). A peer that exits first, stays silent or
   * announces a host other than {@value #LOOPBACK} is stopped as {@code stop} says and reported.
   *
   * @param peer how the failure message names the peer
   * @param logFile the peer's log, whose tail the failure message shows
   * @return the announced base URI, {@code http://127.0.0.1:<port>/}
   * @throws IllegalStateException when no usable address was announced
   */
  static URI awaitListening(Process process, Stop stop, String peer, Path logFile)
      throws InterruptedException {
    CompletableFuture<URI> listening = new CompletableFuture<>();
    drainStdout(process, listening, peer);
    String failure;
    try {
      CompletableFuture.anyOf(listening, process.onExit())
          .get(START_DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
      if (listening.isDone()) {
        URI uri = listening.join();
        if (LOOPBACK.equals(uri.getHost())) {
          return uri;
        }
        failure = "announced " + uri + ", not " + LOOPBACK;
      } else {
        failure = "exited with code " + process.exitValue() + " before announcing its address";
      }
    } catch (TimeoutException e) {
      failure = "did not announce its address within " + START_DEADLINE.toSeconds() + " s";
    } catch (ExecutionException e) {
      failure = "could not be watched: " + e.getCause();
    } catch (InterruptedException e) {
      stop(process, stop);
      throw e;
    }
    stop(process, stop);
    throw new IllegalStateException(
        peer + " " + failure + "; log " + logFile + ":\n" + tail(logFile));
  }

  /** Completes {@code listening} with the announced URI, then reads stdout until it ends. */
  private static void drainStdout(Process process, CompletableFuture<URI> listening, String peer) {
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader out =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = out.readLine()) != null) {
                  if (!listening.isDone() && line.startsWith(LISTENING)) {
                    listening.complete(URI.create(line.substring(LISTENING.length()).strip()));
                  }
                }
              } catch (IOException | IllegalArgumentException e) {
                listening.completeExceptionally(e);
              }
            },
            peer + " stdout");
    reader.setDaemon(true);
    reader.start();
  }

  /** The last 30 lines of a server log, for failure messages. */
  static String tail(Path logFile) {
    try {
      List<String> lines = Files.readAllLines(logFile, StandardCharsets.UTF_8);
      return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
    } catch (IOException e) {
      return "(log unreadable: " + e + ")";
    }
  }

  /**
   * Stops {@code process} and its descendants as {@code stop} says; waits at most a few grace
   * periods.
   */
  static void stop(Process process, Stop stop) {
    closeStdinThenTerminate(process);
  }

  private static void closeStdinThenTerminate(Process process) {
    List<ProcessHandle> descendants = process.descendants().toList();
    try {
      process.getOutputStream().close();
    } catch (IOException alreadyClosed) {
      // the pipe is gone: the process is exiting anyway
    }
    try {
      if (!process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
        terminateTree(process, descendants);
      }
      descendants.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  /** SIGTERM to the process and {@code descendants}, SIGKILL if it has not exited within grace. */
  private static void terminateTree(Process process, List<ProcessHandle> descendants)
      throws InterruptedException {
    descendants.forEach(ProcessHandle::destroy);
    process.destroy();
    if (!process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
      descendants.forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
    }
  }

  /** Best-effort delete of a directory under {@code target/}; a missing one is fine. */
  static void deleteRecursively(Path dir) {
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
