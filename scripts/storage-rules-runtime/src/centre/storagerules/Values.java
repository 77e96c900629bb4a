package centre.storagerules;

import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.util.Base64;
import java.util.Map;

/** Firestore REST JSON documents and values as rules values. */
final class Values {
  static final ExpressionValue NULL =
      ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  private Values() {}

  /** A path value as "/a/b/c", the form the emulator's fetch_firestore_document expects. */
  static String pathString(ExpressionPathValue path) {
    StringBuilder out = new StringBuilder();
    for (ExpressionPathSegmentValue segment : path.getSegmentsList()) {
      switch (segment.getKindCase()) {
        case SIMPLE -> out.append('/').append(segment.getSimple());
        case CAPTURE -> out.append('/').append(segment.getCapture().getBoundValue());
        case GLOB_CAPTURE -> out.append(pathString(segment.getGlobCapture().getBoundValue()));
        default -> throw new IllegalArgumentException("Unbound path segment in " + path);
      }
    }
    return out.toString();
  }

  /** {name: projects/p/databases/d/documents/c/id, fields} as {__name__, id, data}. */
  static ExpressionValue document(JsonObject document) {
    String name = document.get("name").getAsString();
    ExpressionValue path = referencePath(name);
    String[] parts = name.split("/");
    JsonObject fields = document.has("fields") ? document.getAsJsonObject("fields") : new JsonObject();
    ExpressionMapValue.Builder resource = ExpressionMapValue.newBuilder();
    resource.putFields("__name__", path);
    resource.putFields("id", ExpressionValueUtils.createValue(parts[parts.length - 1]));
    resource.putFields("data", map(fields));
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  /** projects/p/databases/d/documents/... -> the rules path /databases/d/documents/... */
  private static ExpressionValue referencePath(String name) {
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    String[] parts = name.split("/");
    for (int i = name.startsWith("projects/") ? 2 : 0; i < parts.length; i++) {
      if (!parts[i].isEmpty()) path.addSegments(ExpressionValueUtils.simpleSegment(parts[i]));
    }
    return ExpressionValue.newBuilder().setPathValue(path).build();
  }

  private static ExpressionValue map(JsonObject fields) {
    ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
    for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
      map.putFields(field.getKey(), value(field.getValue().getAsJsonObject()));
    }
    return ExpressionValue.newBuilder().setMapValue(map).build();
  }

  private static ExpressionValue value(JsonObject value) {
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    if (value.has("nullValue")) return NULL;
    if (value.has("booleanValue")) return out.setBoolValue(value.get("booleanValue").getAsBoolean()).build();
    if (value.has("integerValue")) return out.setIntValue(value.get("integerValue").getAsLong()).build();
    if (value.has("doubleValue")) {
      JsonElement d = value.get("doubleValue");
      double number =
          d.getAsJsonPrimitive().isNumber() ? d.getAsDouble() : Double.parseDouble(d.getAsString());
      return out.setFloatValue(number).build();
    }
    if (value.has("stringValue")) return out.setStringValue(value.get("stringValue").getAsString()).build();
    if (value.has("timestampValue")) {
      return out.setTimestampValue(Timestamps.parseUnchecked(value.get("timestampValue").getAsString()))
          .build();
    }
    if (value.has("bytesValue")) {
      byte[] bytes = Base64.getDecoder().decode(value.get("bytesValue").getAsString());
      return out.setBytesValue(ByteString.copyFrom(bytes)).build();
    }
    if (value.has("referenceValue")) return referencePath(value.get("referenceValue").getAsString());
    if (value.has("geoPointValue")) {
      JsonObject point = value.getAsJsonObject("geoPointValue");
      LatLng.Builder latLng = LatLng.newBuilder();
      if (point.has("latitude")) latLng.setLatitude(point.get("latitude").getAsDouble());
      if (point.has("longitude")) latLng.setLongitude(point.get("longitude").getAsDouble());
      return out.setLatlngValue(latLng).build();
    }
    if (value.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement item : array.getAsJsonArray("values")) list.addValues(value(item.getAsJsonObject()));
      }
      return out.setListValue(list).build();
    }
    if (value.has("mapValue")) {
      JsonObject map = value.getAsJsonObject("mapValue");
      return map(map.has("fields") ? map.getAsJsonObject("fields") : new JsonObject());
    }
    throw new IllegalArgumentException("Unsupported Firestore value " + value);
  }
}
