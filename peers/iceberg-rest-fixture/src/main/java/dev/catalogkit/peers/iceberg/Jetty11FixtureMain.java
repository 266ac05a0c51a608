package dev.catalogkit.peers.iceberg;

import jakarta.servlet.Servlet;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.gzip.GzipHandler;
import org.eclipse.jetty.servlet.ServletContextHandler;
import org.eclipse.jetty.servlet.ServletHolder;

/**
 * Apache Iceberg 1.10's REST fixture on Jetty 11, bound to 127.0.0.1; see {@link FixtureLauncher}.
 *
 * <p>The Iceberg 1.11 module has the same few lines for Jetty 12 ({@code Jetty12FixtureMain}): the
 * two Jetty lines share no servlet-context or gzip type, so each is compiled against its own.
 */
public final class Jetty11FixtureMain implements FixtureLauncher.Front {

  private final Server server = new Server();

  public static void main(String[] args) throws Exception {
    FixtureLauncher.run(new Jetty11FixtureMain());
  }

  @Override
  public int start(Object servlet, String host) throws Exception {
    ServerConnector connector = new ServerConnector(server);
    connector.setHost(host);
    connector.setPort(0);
    server.addConnector(connector);
    // as upstream 1.10 serves it: one servlet at /*, no sessions, gzip in front
    ServletContextHandler context = new ServletContextHandler(ServletContextHandler.NO_SESSIONS);
    context.addServlet(new ServletHolder((Servlet) servlet), "/*");
    context.insertHandler(new GzipHandler());
    server.setHandler(context);
    server.start();
    return connector.getLocalPort();
  }

  @Override
  public void stop() throws Exception {
    server.stop();
  }
}
